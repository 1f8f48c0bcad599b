import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/holland/result')({
  component: function AuthHollandResultPage() {
    return <SimplePage title="霍兰德职业兴趣测评报告" subtitle="你的职业兴趣分析" />;
  },
});
