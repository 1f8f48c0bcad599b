import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../../features/assessment/components/start-page';

export const Route = createFileRoute('/_auth/holland/start')({ component: () => <StartPage assessment="hld" /> });
