import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '#client/features/programs/components/activity-page';

export const Route = createFileRoute('/activity/party')({
  component: function ActivityPartyPage() {
    return <ActivityPage activity="party" />;
  },
});
