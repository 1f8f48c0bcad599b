import { createFileRoute } from '@tanstack/react-router';
import { ChangePhone } from '#client/features/user-center/components/change-phone';

export const Route = createFileRoute('/_auth/user-center/change-phone')({ component: ChangePhone });
