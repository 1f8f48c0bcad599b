/** What other features and the routes use of the report feature; the rest stays inside. */
export { startReportCall } from './report-prefetch';
export { shareSearch } from './share/share-search';
export { reportKeys } from './query-keys';
/** The newest result of a test (report-source.ts), loaded when asked: public.ts is in the start-up code, the 生涯画像 is not. */
export const newestResult: typeof import('./pages/owner-report-page').newestResult = async (key, userId, options) =>
  (await import('./pages/owner-report-page')).newestResult(key, userId, options);
/** A result opened by a share token (report-source.ts), loaded when asked, like `newestResult`. */
export const sharedResult: typeof import('./pages/owner-report-page').sharedResult = async (key, viewtoken) =>
  (await import('./pages/owner-report-page')).sharedResult(key, viewtoken);
