import { createFileRoute } from '@tanstack/react-router';
import { demoMbti } from '../../features/report/demo/demo-mbti';
import { PreviewReportPage } from '../../features/report/pages/preview-report-page';
import { MbtiReportView } from '../../features/report/mbti/mbti-report';

export const Route = createFileRoute('/preview/mbti')({
  component: function PreviewMbtiPage() {
    return <PreviewReportPage assessment="mbti" build={demoMbti} View={MbtiReportView} />;
  },
});
