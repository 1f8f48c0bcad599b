import { createFileRoute } from '@tanstack/react-router';
import { OnePage } from '../features/marketing/components/one-page';

export const Route = createFileRoute('/one')({
  component: OnePage,
});
