import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/career/family')({
  component: function CareerFamilyPage() {
    return <SimplePage title="家庭教育指导师培训" subtitle="生涯培训 · 认证课程" />;
  },
});
