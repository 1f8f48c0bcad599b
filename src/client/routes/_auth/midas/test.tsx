import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/midas/test')({
  component: function AuthMidasTestPage() {
    return <SimplePage title="多元智能测评 · 答题" subtitle="请根据真实情况作答" />;
  },
});
