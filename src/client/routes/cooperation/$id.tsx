import { createFileRoute } from '@tanstack/react-router';
import { CooperationCasePage } from '#client/features/programs/components/cooperation-case-page';

export const Route = createFileRoute('/cooperation/$id')({
  component: function CooperationCase() {
    const { id } = Route.useParams();
    // key: a fresh page (and scroll) per case when moving between them.
    return <CooperationCasePage key={id} id={id} />;
  },
});
