import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/news')({
  component: function NewsPage() {
    return <SimplePage title="行业资讯" subtitle="生涯教育与升学政策的最新动态" />;
  },
});
