import { describe, expect, it } from 'vitest';
import { isSitePath, NOT_FOUND_TITLE, pageTitle, SITE_ROUTES } from './site-routes';

describe('isSitePath', () => {
  it('knows every listed path, with or without its trailing slash', () => {
    for (const route of SITE_ROUTES) {
      const path = route.replace('$id', '3');
      expect(isSitePath(path), path).toBe(true);
      expect(isSitePath(path.endsWith('/') ? path.slice(0, -1) || '/' : `${path}/`), path).toBe(true);
    }
  });

  it('takes exactly one segment for a $param', () => {
    expect(isSitePath('/cooperation/1')).toBe(true);
    expect(isSitePath('/cooperation/%E4%B8%AD%E5%AD%A6')).toBe(true);
    expect(isSitePath('/cooperation/1/2')).toBe(false);
    // Without a segment it is the list (the folder's index route), not the case page.
    expect(isSitePath('/cooperation')).toBe(true);
  });

  it('ignores the case of static segments, like the router', () => {
    expect(isSitePath('/About')).toBe(true);
    expect(isSitePath('/USER-CENTER/evaluation')).toBe(true);
  });

  it('skips empty segments, like the router', () => {
    expect(isSitePath('//about')).toBe(true);
    expect(isSitePath('/cooperation//1')).toBe(true);
    expect(isSitePath('/a//b')).toBe(false);
  });

  it('refuses paths no route matches', () => {
    for (const path of ['/no-such-page', '/about/team', '/holland', '/share', '/news/1', '/preview/xyz', '/api', '/about-us']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});

describe('titles', () => {
  it('puts the site name after the page title', () => {
    expect(pageTitle(NOT_FOUND_TITLE)).toBe('页面不存在 - 生涯规划');
  });
});
