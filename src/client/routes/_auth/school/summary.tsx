import { createFileRoute } from '@tanstack/react-router';
import { SchoolSummaryPage } from '#client/features/school/components/class-report/school-summary-page';

export const Route = createFileRoute('/_auth/school/summary')({ component: SchoolSummaryPage });
