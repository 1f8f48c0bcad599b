import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/career/volunteer')({
  component: function CareerVolunteerPage() {
    return <SimplePage title="高考志愿规划师培训" subtitle="生涯培训 · 认证课程" />;
  },
});
