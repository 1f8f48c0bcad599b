/** What other features and the routes use of the report feature; the rest stays inside. */
export { startReportCall } from './report-prefetch';
export { shareSearch } from './share/share-search';
export { reportKeys } from './query-keys';
/** The newest result of a test (report-fetch.ts), loaded when asked: public.ts is in the start-up code, the 生涯画像 is not. */
export const newestResult: typeof import('./report-fetch').newestResult = async (key, userId) => (await import('./report-fetch')).newestResult(key, userId);
/** A result opened by a share token (report-fetch.ts), loaded when asked, like `newestResult`. */
export const sharedResult: typeof import('./report-fetch').sharedResult = async (key, viewtoken) => (await import('./report-fetch')).sharedResult(key, viewtoken);
