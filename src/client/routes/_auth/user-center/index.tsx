import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/user-center/')({
  beforeLoad: () => {
    throw redirect({ to: '/user-center/evaluation', replace: true });
  },
});
