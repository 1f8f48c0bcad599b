import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '#client/features/programs/components/activity-page';

export const Route = createFileRoute('/activity/experience')({
  component: function ActivityExperiencePage() {
    return <ActivityPage activity="experience" />;
  },
});
