import { createFileRoute } from '@tanstack/react-router';
import { TestPage } from '#client/features/assessment/components/test-page';

export const Route = createFileRoute('/_auth/holland/test')({ component: () => <TestPage assessment="hld" /> });
