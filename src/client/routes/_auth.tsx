import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getClassDevice, TABLET_HOME } from '../lib/class-device';
import { getToken } from '../lib/token-storage';

/**
 * Spec section 4: login-required routes go to /login unless a token exists. On a set-up class tablet
 * they go to the class's name list instead: that is where its students sign in, and where the back
 * button lands after a hand-over, never on the previous student's page.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (getToken()) return;
    if (getClassDevice()) throw redirect({ to: TABLET_HOME, replace: true });
    throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
