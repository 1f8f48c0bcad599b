import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/preview/mbti')({
  component: function PreviewMbtiPage() {
    return <SimplePage title="MBTI性格测评 · 报告示例" subtitle="示例报告，使用演示数据" />;
  },
});
