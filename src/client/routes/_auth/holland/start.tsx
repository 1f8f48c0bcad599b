import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '#client/features/assessment/components/start-page';

export const Route = createFileRoute('/_auth/holland/start')({ component: () => <StartPage assessment="hld" /> });
