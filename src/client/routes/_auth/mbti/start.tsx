import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '#client/features/assessment/components/start-page';

export const Route = createFileRoute('/_auth/mbti/start')({ component: () => <StartPage assessment="mbti" /> });
