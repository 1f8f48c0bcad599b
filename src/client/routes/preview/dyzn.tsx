import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/preview/dyzn')({
  component: function PreviewDyznPage() {
    return <SimplePage title="多元智能测评 · 报告示例" subtitle="示例报告，使用演示数据" />;
  },
});
