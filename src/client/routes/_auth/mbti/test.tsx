import { createFileRoute } from '@tanstack/react-router';
import { TestPage } from '#client/features/assessment/components/test-page';

export const Route = createFileRoute('/_auth/mbti/test')({
  staticData: { showsAfterCall: true },
  component: () => <TestPage assessment="mbti" />,
});
