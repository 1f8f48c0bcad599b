import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/account/components/login-page';
import { userInfoQuery } from '../session/user';
import { getToken } from '../lib/token-storage';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: async ({ context, search }) => {
    // Already logged in (token and user info): go where the link meant to go (学校端登录 → /school), else home.
    if (!getToken()) return;
    const user = await context.queryClient.ensureQueryData(userInfoQuery).catch(() => null);
    if (user && getToken()) throw redirect({ href: safeTarget(search.redirect), replace: true });
  },
  component: function Login() {
    const { redirect: target } = Route.useSearch();
    return <LoginPage redirect={target} />;
  },
});

/** Only a path of this site (never //other.host). */
const safeTarget = (target: string | undefined) => (target && target.startsWith('/') && !target.startsWith('//') ? target : '/');
