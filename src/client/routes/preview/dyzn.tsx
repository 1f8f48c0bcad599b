import { createFileRoute } from '@tanstack/react-router';
import { demoDyzn } from '../../features/report/demo/demo-dyzn';
import { PreviewReportPage } from '../../features/report/pages/preview-report-page';
import { DyznReportView } from '../../features/report/dyzn/dyzn-report';

export const Route = createFileRoute('/preview/dyzn')({
  component: function PreviewDyznPage() {
    return <PreviewReportPage assessment="dyzn" build={demoDyzn} View={DyznReportView} />;
  },
});
