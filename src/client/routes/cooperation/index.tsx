import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/cooperation/')({
  component: function CooperationIndexPage() {
    return <SimplePage title="合作案例" subtitle="讲座、课堂建设、教师认证培训与研学基地合作" />;
  },
});
