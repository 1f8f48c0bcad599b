import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/mbti/start')({
  component: function AuthMbtiStartPage() {
    return <SimplePage title="MBTI性格测评" subtitle="了解你的性格倾向" />;
  },
});
