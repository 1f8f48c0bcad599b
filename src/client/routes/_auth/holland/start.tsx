import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/holland/start')({
  component: function AuthHollandStartPage() {
    return <SimplePage title="霍兰德职业兴趣测评" subtitle="找到与你兴趣相符的专业和职业" />;
  },
});
