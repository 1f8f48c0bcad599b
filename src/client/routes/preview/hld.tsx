import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/preview/hld')({
  component: function PreviewHldPage() {
    return <SimplePage title="霍兰德职业兴趣测评 · 报告示例" subtitle="示例报告，使用演示数据" />;
  },
});
