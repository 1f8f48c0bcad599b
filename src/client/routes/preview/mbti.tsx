import { createFileRoute } from '@tanstack/react-router';
import { demoMbti } from '#client/features/report/demo/demo-mbti';
import { PreviewReportPage } from '#client/features/report/pages/preview-report-page';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';

export const Route = createFileRoute('/preview/mbti')({
  component: function PreviewMbtiPage() {
    return <PreviewReportPage assessment="mbti" build={demoMbti} View={MbtiReportView} />;
  },
});
