/**
 * Every page path of the client's route tree (the full paths of src/client/routeTree.gen.ts, in
 * TanStack's notation: `$id` is one path segment, a trailing `/` is a folder's index route). The
 * server answers a GET of any other page path with HTTP 404 and the not-found shell; the client
 * renders its not-found page. A test (src/client/site-routes.test.ts) fails when this list and the
 * route tree differ, so a new route needs its line here.
 */
export const SITE_ROUTES = [
  '/',
  '/about',
  '/children-privacy',
  '/assessment',
  '/banner-content',
  '/consult',
  '/login',
  '/news',
  '/news-details',
  '/one',
  '/privacy',
  '/register',
  '/reset-password',
  '/sign-up',
  '/user-agreement',
  '/xuanke',
  '/portrait',
  '/user-center',
  '/activity/',
  '/activity/experience',
  '/activity/medicine',
  '/activity/party',
  '/activity/pbl',
  '/career/',
  '/career/family',
  '/career/teenager',
  '/career/volunteer',
  '/cooperation/',
  '/cooperation/$id',
  '/preview/dyzn',
  '/preview/hld',
  '/preview/mbti',
  '/project/details',
  '/share/dyzn',
  '/share/hld',
  '/share/portrait',
  '/share/mbti',
  '/parent/',
  '/parent/consent',
  '/parent/link',
  '/parent/login',
  '/parent/register',
  '/parent/reset-password',
  '/parent/child',
  '/parent/report',
  '/parent/portrait',
  '/tablet/',
  '/tablet/setup',
  '/tablet/collect',
  '/holland/result',
  '/holland/start',
  '/holland/test',
  '/mbti/result',
  '/mbti/start',
  '/mbti/test',
  '/midas/result',
  '/midas/start',
  '/midas/test',
  '/user-center/',
  '/user-center/bookings',
  '/user-center/change-password',
  '/user-center/change-phone',
  '/user-center/change-user-info',
  '/user-center/parents',
  '/user-center/evaluation',
  '/user-center/join-class',
  '/user-center/my-data',
  '/subject-choice',
  '/school/',
  '/school/import',
  '/school/teachers',
  '/school/collect',
  '/school/class/$classId/',
  '/school/class/$classId/cards',
  '/school/class/$classId/board',
  '/school/class/$classId/report',
  '/school/class/$classId/print',
  '/school/report',
  '/school/summary',
  '/school/xuanke/',
  '/school/xuanke/$roundId',
] as const;

export type SiteRoute = (typeof SITE_ROUTES)[number];

/** The not-found page's heading; the server puts its document title into the 404 shell. */
export const NOT_FOUND_TITLE = '页面不存在';

/** The document title of a page: its own title, then the site's name. */
export const pageTitle = (title: string) => `${title} - 生涯规划`;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Compiled on first use, not at load: the client imports this module for its titles and never matches paths, so the list stays out of its bundle. */
let compiled: string[][] | undefined;

/**
 * Whether the client has a page at this path (no query, no hash), matched the way the router
 * matches: empty segments (a trailing slash, "//") do not count, static segments ignore case,
 * `$param` takes exactly one segment.
 */
export function isSitePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  compiled ??= SITE_ROUTES.map(segmentsOf);
  return compiled.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith('$') || part.toLowerCase() === segments[i].toLowerCase()));
}
