import { createFileRoute } from '@tanstack/react-router';
import { demoHld } from '#client/features/report/demo/demo-hld';
import { PreviewReportPage } from '#client/features/report/pages/preview-report-page';
import { HldReportView } from '#client/features/report/hld/hld-report';

export const Route = createFileRoute('/preview/hld')({
  component: function PreviewHldPage() {
    return <PreviewReportPage assessment="hld" build={demoHld} View={HldReportView} />;
  },
});
