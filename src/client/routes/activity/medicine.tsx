import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/activity/medicine')({
  component: function ActivityMedicinePage() {
    return <SimplePage title="中医药文化一日体验" subtitle="研学活动" />;
  },
});
