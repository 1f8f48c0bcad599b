/** What other features and the routes use of the report feature; the rest stays inside. */
export { startReportCall } from './report-prefetch';
export { shareSearch } from './share/share-search';
export { reportKeys } from './query-keys';
/**
 * The report sources (report-source.ts: `newestResult`, `sharedResult`), loaded when asked: public.ts is in
 * the start-up code, the 生涯画像 is not.
 */
export const loadReportSource = () => import('./report-source');
