import { createFileRoute } from '@tanstack/react-router';
import { ChangePassword } from '#client/features/user-center/components/change-password';

export const Route = createFileRoute('/_auth/user-center/change-password')({ component: ChangePassword });
