import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '#client/features/programs/components/activity-page';

export const Route = createFileRoute('/activity/medicine')({
  component: function ActivityMedicinePage() {
    return <ActivityPage activity="medicine" />;
  },
});
