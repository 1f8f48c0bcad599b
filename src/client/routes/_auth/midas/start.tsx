import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../../components/layout/simple-page';

export const Route = createFileRoute('/_auth/midas/start')({
  component: function AuthMidasStartPage() {
    return <SimplePage title="多元智能测评" subtitle="发现你的八种智能优势" />;
  },
});
