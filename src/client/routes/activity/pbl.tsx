import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/activity/pbl')({
  component: function ActivityPblPage() {
    return <SimplePage title="项目式职业体验课" subtitle="研学活动" />;
  },
});
