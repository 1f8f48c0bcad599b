import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/assessment')({
  component: function AssessmentPage() {
    return <SimplePage title="生涯测评" subtitle="霍兰德职业兴趣测评、MBTI性格测评、多元智能测评" />;
  },
});
