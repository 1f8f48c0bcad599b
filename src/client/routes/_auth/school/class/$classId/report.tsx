import { createFileRoute } from '@tanstack/react-router';
import { ClassReportPage } from '#client/features/school/components/class-report/class-report-page';
import { assignmentSearch } from '#client/features/school/public';

export const Route = createFileRoute('/_auth/school/class/$classId/report')({ validateSearch: assignmentSearch, component: ClassReportPage });
