import { createFileRoute, redirect } from '@tanstack/react-router';
import { ParentLoginPage } from '#client/features/account/components/parent-account-pages';
import { getParentToken, parentTarget } from '#client/features/parent/public';

export const Route = createFileRoute('/parent/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: ({ search }) => {
    if (getParentToken()) throw redirect({ href: parentTarget(search.redirect), replace: true });
  },
  component: function ParentLogin() {
    const { redirect: target } = Route.useSearch();
    return <ParentLoginPage redirect={target} />;
  },
});
