import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../features/marketing/components/news-page';
import { newsSearch } from '../features/marketing/public';

export const Route = createFileRoute('/news')({
  validateSearch: newsSearch,
  component: function News() {
    const { type, page } = Route.useSearch();
    return <NewsPage type={type} page={page} />;
  },
});
