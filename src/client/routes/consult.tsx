import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/consult')({
  component: function ConsultPage() {
    return <SimplePage title="高考志愿咨询" subtitle="专业规划师为你解读政策、分析成绩、填报志愿" />;
  },
});
