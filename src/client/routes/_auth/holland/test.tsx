import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/holland/test')({
  component: function AuthHollandTestPage() {
    return <SimplePage title="霍兰德职业兴趣测评 · 答题" subtitle="请根据真实想法作答" />;
  },
});
