import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConsentPage } from '#client/features/parent/components/consent-page';
import { getParentToken } from '#client/features/parent/public';

/** 家长同意 for one linked child under 14 (`?link=` the link's id). */
export const Route = createFileRoute('/parent/consent')({
  validateSearch: (search: Record<string, unknown>): { link?: number } => {
    const link = Number(search.link);
    return Number.isSafeInteger(link) && link > 0 ? { link } : {};
  },
  beforeLoad: ({ location }) => {
    if (!getParentToken()) throw redirect({ to: '/parent/login', search: { redirect: location.href }, replace: true });
  },
  component: function Consent() {
    const { link } = Route.useSearch();
    return <ConsentPage linkId={link} />;
  },
});
