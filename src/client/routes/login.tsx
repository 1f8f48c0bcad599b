import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/account/components/login-page';
import { userInfoQuery } from '../session/user';
import { getToken } from '../lib/token-storage';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context }) => {
    // Already logged in (token and user info): go home.
    if (!getToken()) return;
    const user = await context.queryClient.ensureQueryData(userInfoQuery).catch(() => null);
    if (user && getToken()) throw redirect({ to: '/', replace: true });
  },
  component: function Login() {
    const { redirect: target } = Route.useSearch();
    return <LoginPage redirect={target} />;
  },
});
