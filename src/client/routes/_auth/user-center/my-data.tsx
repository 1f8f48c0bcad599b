import { createFileRoute } from '@tanstack/react-router';
import { MyData } from '#client/features/user-center/components/my-data';

export const Route = createFileRoute('/_auth/user-center/my-data')({ component: MyData });
