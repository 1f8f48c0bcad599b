import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/activity/experience')({
  component: function ActivityExperiencePage() {
    return <SimplePage title="职业体验拓展" subtitle="研学活动" />;
  },
});
