import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '#client/features/programs/components/training-page';

export const Route = createFileRoute('/career/teenager')({
  component: function CareerTeenagerPage() {
    return <TrainingPage training="teenager" />;
  },
});
