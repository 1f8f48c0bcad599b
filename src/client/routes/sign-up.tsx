import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../components/layout/simple-page';

export const Route = createFileRoute('/sign-up')({
  component: function SignUpPage() {
    return <SimplePage title="培训报名" subtitle="填写报名信息，我们会尽快与你联系" />;
  },
});
