import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '#client/features/programs/components/activity-page';

export const Route = createFileRoute('/activity/pbl')({
  component: function ActivityPblPage() {
    return <ActivityPage activity="pbl" />;
  },
});
