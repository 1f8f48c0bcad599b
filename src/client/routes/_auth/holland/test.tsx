import { createFileRoute } from '@tanstack/react-router';
import { TestPage } from '#client/features/assessment/components/test-page';

export const Route = createFileRoute('/_auth/holland/test')({
  staticData: { showsAfterCall: true },
  component: () => <TestPage assessment="hld" />,
});
