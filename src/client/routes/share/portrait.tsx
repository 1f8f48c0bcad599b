import { createFileRoute } from '@tanstack/react-router';
import { SharedPortraitPage } from '#client/features/profile/components/shared-portrait-page';

/** A shared 生涯画像, opened by the share tokens of its results without login (the page checks them). */
export const Route = createFileRoute('/share/portrait')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: function SharedPortrait() {
    return <SharedPortraitPage search={Route.useSearch()} />;
  },
});
