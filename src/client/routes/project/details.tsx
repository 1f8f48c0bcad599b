import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/project/details')({
  component: function ProjectDetailsPage() {
    return <SimplePage title="规划产品详情" subtitle="规划产品" />;
  },
});
