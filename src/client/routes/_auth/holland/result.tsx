import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../../features/assessment/components/result-page';
import { reportSearch } from '../../../features/assessment/report-search';

export const Route = createFileRoute('/_auth/holland/result')({
  validateSearch: reportSearch,
  component: function Result() {
    return <ResultPage assessment="hld" search={Route.useSearch()} />;
  },
});
