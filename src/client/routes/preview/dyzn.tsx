import { createFileRoute } from '@tanstack/react-router';
import { demoDyzn } from '#client/features/report/demo/demo-dyzn';
import { PreviewReportPage } from '#client/features/report/pages/preview-report-page';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';

export const Route = createFileRoute('/preview/dyzn')({
  component: function PreviewDyznPage() {
    return <PreviewReportPage assessment="dyzn" build={demoDyzn} View={DyznReportView} />;
  },
});
