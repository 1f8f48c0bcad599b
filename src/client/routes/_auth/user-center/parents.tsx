import { createFileRoute } from '@tanstack/react-router';
import { ParentLinks } from '#client/features/user-center/components/parent-links';

export const Route = createFileRoute('/_auth/user-center/parents')({ component: ParentLinks });
