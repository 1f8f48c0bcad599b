import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/mbti/test')({
  component: function AuthMbtiTestPage() {
    return <SimplePage title="MBTI性格测评 · 答题" subtitle="请根据第一感觉作答" />;
  },
});
