import { createFileRoute } from '@tanstack/react-router';
import { ParentRegisterPage } from '#client/features/account/components/parent-account-pages';

export const Route = createFileRoute('/parent/register')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: function ParentRegister() {
    const { redirect } = Route.useSearch();
    return <ParentRegisterPage redirect={redirect} />;
  },
});
