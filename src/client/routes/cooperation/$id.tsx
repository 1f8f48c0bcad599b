import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/cooperation/$id')({
  component: function CooperationIdPage() {
    return <SimplePage title="合作案例详情" subtitle="合作案例" />;
  },
});
