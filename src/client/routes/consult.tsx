import { createFileRoute } from '@tanstack/react-router';
import { ConsultPage } from '../features/marketing/components/consult-page';

export const Route = createFileRoute('/consult')({
  component: ConsultPage,
});
