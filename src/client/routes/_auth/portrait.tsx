import { createFileRoute } from '@tanstack/react-router';
import { PortraitPage } from '#client/features/profile/components/portrait-page';
import { ReportToolbar } from '#client/features/report/components/report-toolbar';

export const Route = createFileRoute('/_auth/portrait')({ component: () => <PortraitPage Toolbar={ReportToolbar} /> });
