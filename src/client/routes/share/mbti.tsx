import { createFileRoute } from '@tanstack/react-router';
import { SharedReportPage } from '#client/features/report/pages/shared-report-page';
import { shareSearch } from '#client/features/report/public';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';

/** A shared report, opened by its view token without login. */
export const Route = createFileRoute('/share/mbti')({
  validateSearch: shareSearch,
  component: function SharedMbtiReport() {
    const { token } = Route.useSearch();
    return <SharedReportPage assessment="mbti" token={token ?? ''} View={MbtiReportView} />;
  },
});
