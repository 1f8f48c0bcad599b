import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#client/features/assessment/public';
import { OwnerReportPage } from '#client/features/report/pages/owner-report-page';
import { startReportCall } from '#client/features/report/public';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';

export const Route = createFileRoute('/_auth/mbti/result')({
  staticData: { showsAfterCall: true },
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => startReportCall(context.queryClient, 'mbti', deps),
  component: function Result() {
    return <OwnerReportPage assessment="mbti" search={Route.useSearch()} View={MbtiReportView} />;
  },
});
