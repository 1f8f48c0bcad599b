import { createFileRoute } from '@tanstack/react-router';
import { SharedReportPage } from '#client/features/report/pages/shared-report-page';
import { shareSearch } from '#client/features/report/public';
import { HldReportView } from '#client/features/report/hld/hld-report';

/** A shared report, opened by its view token without login. */
export const Route = createFileRoute('/share/hld')({
  validateSearch: shareSearch,
  component: function SharedHldReport() {
    const { token } = Route.useSearch();
    return <SharedReportPage assessment="hld" token={token ?? ''} View={HldReportView} />;
  },
});
