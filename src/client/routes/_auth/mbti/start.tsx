import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../../features/assessment/components/start-page';

export const Route = createFileRoute('/_auth/mbti/start')({ component: () => <StartPage assessment="mbti" /> });
