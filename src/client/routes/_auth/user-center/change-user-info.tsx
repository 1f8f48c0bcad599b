import { createFileRoute } from '@tanstack/react-router';
import { ChangeUserInfo } from '#client/features/user-center/components/change-user-info';

export const Route = createFileRoute('/_auth/user-center/change-user-info')({ component: ChangeUserInfo });
