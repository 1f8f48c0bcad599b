import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/news-details')({
  component: function NewsDetailsPage() {
    return <SimplePage title="资讯详情" subtitle="行业资讯" />;
  },
});
