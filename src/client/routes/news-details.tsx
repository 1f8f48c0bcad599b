import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '../features/marketing/components/news-detail-page';
import { idSearch } from '../features/marketing/public';

export const Route = createFileRoute('/news-details')({
  validateSearch: idSearch,
  component: function NewsDetails() {
    const { id } = Route.useSearch();
    return <NewsDetailPage id={id} />;
  },
});
