/** What other features and the routes use of the report feature; the rest stays inside. */
export { startReportCall } from './report-prefetch';
export { shareSearch } from './share/share-search';
export { reportKeys } from './query-keys';
