import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/activity/party')({
  component: function ActivityPartyPage() {
    return <SimplePage title="生涯探索游园会" subtitle="研学活动" />;
  },
});
