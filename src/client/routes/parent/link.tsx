import { createFileRoute, redirect } from '@tanstack/react-router';
import { LinkChild } from '#client/features/parent/components/link-child';
import { getParentToken } from '#client/features/parent/public';

/** The page a parent's phone opens from the child's QR code (`?code=`), or where the code is typed. */
export const Route = createFileRoute('/parent/link')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => (typeof search.code === 'string' ? { code: search.code.slice(0, 40) } : {}),
  beforeLoad: ({ location }) => {
    // Not signed in as a parent: sign in (or register) first, then back here with the code.
    if (!getParentToken()) throw redirect({ to: '/parent/login', search: { redirect: location.href }, replace: true });
  },
  component: function Link() {
    const { code } = Route.useSearch();
    return <LinkChild initialCode={code} />;
  },
});
