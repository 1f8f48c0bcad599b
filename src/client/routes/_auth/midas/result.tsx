import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/midas/result')({
  component: function AuthMidasResultPage() {
    return <SimplePage title="多元智能测评报告" subtitle="你的多元智能分析" />;
  },
});
