import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/one')({
  component: function OnePage() {
    return <SimplePage title="一对一生涯规划" subtitle="专家一对一，为孩子量身定制生涯规划方案" />;
  },
});
