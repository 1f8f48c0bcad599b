import { createFileRoute } from '@tanstack/react-router';
import { ParentResetPasswordPage } from '#client/features/account/components/parent-account-pages';

export const Route = createFileRoute('/parent/reset-password')({ component: ParentResetPasswordPage });
