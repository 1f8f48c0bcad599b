import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/about')({
  component: function AboutPage() {
    return <SimplePage title="关于我们" subtitle="公司介绍与专家团队" />;
  },
});
