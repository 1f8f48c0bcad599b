import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/banner-content')({
  component: function BannerContentPage() {
    return <SimplePage title="专题文章" subtitle="生涯规划专题" />;
  },
});
