import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#client/features/assessment/public';
import { OwnerReportPage } from '#client/features/report/pages/owner-report-page';
import { startReportCall } from '#client/features/report/public';
import { HldReportView } from '#client/features/report/hld/hld-report';

export const Route = createFileRoute('/_auth/holland/result')({
  staticData: { showsAfterCall: true },
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => startReportCall(context.queryClient, 'hld', deps),
  component: function Result() {
    return <OwnerReportPage assessment="hld" search={Route.useSearch()} View={HldReportView} />;
  },
});
