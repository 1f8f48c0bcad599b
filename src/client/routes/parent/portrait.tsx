import { createFileRoute, redirect } from '@tanstack/react-router';
import { ParentPortraitPage } from '#client/features/profile/components/parent-portrait-page';
import { getParentToken, parentChildSearch } from '#client/features/parent/public';

/** A linked child's 生涯画像 for the parent: ?link=the parent's link to the child. */
export const Route = createFileRoute('/parent/portrait')({
  validateSearch: parentChildSearch,
  beforeLoad: ({ location }) => {
    if (!getParentToken()) throw redirect({ to: '/parent/login', search: { redirect: location.href }, replace: true });
  },
  component: function Portrait() {
    return <ParentPortraitPage linkId={Route.useSearch().link} />;
  },
});
