import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '#client/features/programs/components/training-page';

export const Route = createFileRoute('/career/volunteer')({
  component: function CareerVolunteerPage() {
    return <TrainingPage training="volunteer" />;
  },
});
