import { createFileRoute, redirect } from '@tanstack/react-router';
import { ParentHome } from '#client/features/parent/components/parent-home';
import { getParentToken } from '#client/features/parent/public';

export const Route = createFileRoute('/parent/')({
  beforeLoad: () => {
    if (!getParentToken()) throw redirect({ to: '/parent/login', replace: true });
  },
  component: ParentHome,
});
