import { createFileRoute } from '@tanstack/react-router';
import { CooperationList } from '#client/features/programs/components/cooperation-list';

export const Route = createFileRoute('/cooperation/')({
  component: CooperationList,
});
