import { createFileRoute } from '@tanstack/react-router';
import { UserCenterLayout } from '#client/features/user-center/components/user-center-layout';

export const Route = createFileRoute('/_auth/user-center')({ component: UserCenterLayout });
