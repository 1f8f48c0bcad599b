import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getToken } from '../lib/token-storage';

/** Spec section 4: login-required routes go to /login unless a token exists. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
