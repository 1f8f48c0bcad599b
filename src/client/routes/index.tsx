import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/')({
  component: function IndexPage() {
    return <SimplePage title="生涯规划 · 青少年生涯教育平台" subtitle="测评、规划、实践：陪伴每一个孩子找到自己的方向。" />;
  },
});
