import { createFileRoute } from '@tanstack/react-router';
import { BannerArticlePage } from '../features/marketing/components/banner-article-page';
import { idSearch } from '../features/marketing/public';

export const Route = createFileRoute('/banner-content')({
  validateSearch: idSearch,
  component: function BannerContent() {
    const { id } = Route.useSearch();
    return <BannerArticlePage id={id} />;
  },
});
