import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../components/layout/simple-page';

export const Route = createFileRoute('/career/teenager')({
  component: function CareerTeenagerPage() {
    return <SimplePage title="青少年生涯规划师培训" subtitle="生涯培训 · 认证课程" />;
  },
});
