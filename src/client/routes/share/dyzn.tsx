import { createFileRoute } from '@tanstack/react-router';
import { SharedReportPage } from '#client/features/report/pages/shared-report-page';
import { shareSearch } from '#client/features/report/public';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';

/** A shared report, opened by its view token without login. */
export const Route = createFileRoute('/share/dyzn')({
  validateSearch: shareSearch,
  component: function SharedDyznReport() {
    const { token } = Route.useSearch();
    return <SharedReportPage assessment="dyzn" token={token ?? ''} View={DyznReportView} />;
  },
});
