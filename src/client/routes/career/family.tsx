import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '#client/features/programs/components/training-page';

export const Route = createFileRoute('/career/family')({
  component: function CareerFamilyPage() {
    return <TrainingPage training="family" />;
  },
});
