import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChildPage } from '#client/features/parent/components/child-page';
import { getParentToken, parentChildSearch } from '#client/features/parent/public';

/** A linked child's results for the parent: ?link=the parent's link to the child. */
export const Route = createFileRoute('/parent/child')({
  validateSearch: parentChildSearch,
  beforeLoad: ({ location }) => {
    if (!getParentToken()) throw redirect({ to: '/parent/login', search: { redirect: location.href }, replace: true });
  },
  component: function Child() {
    return <ChildPage linkId={Route.useSearch().link} />;
  },
});
