import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '#client/features/assessment/components/start-page';

export const Route = createFileRoute('/_auth/midas/start')({ component: () => <StartPage assessment="dyzn" /> });
