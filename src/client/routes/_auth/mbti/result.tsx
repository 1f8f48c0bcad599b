import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/mbti/result')({
  component: function AuthMbtiResultPage() {
    return <SimplePage title="MBTI性格测评报告" subtitle="你的性格类型分析" />;
  },
});
