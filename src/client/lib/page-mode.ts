import { isTabletPage } from './class-device';

/**
 * What frames a page. `tablet`: a class tablet's own pages, the site's name only. `test`: a test
 * in progress, no navigation, promotion or footer — a minors' learning product shows nothing
 * unrelated while they answer, only the way back to the list. `site`: everything else.
 */
export type PageMode = 'site' | 'tablet' | 'test';

/** The router matches paths ignoring case and a trailing slash; so does this. */
const TEST_PAGE = /^\/(midas|mbti|holland)\/test\/?$/i;

export function pageModeOf(pathname: string): PageMode {
  if (isTabletPage(pathname)) return 'tablet';
  return TEST_PAGE.test(pathname) ? 'test' : 'site';
}
