import { describe, expect, it } from 'vitest';
import { pageModeOf } from './page-mode';

describe('the frame of a page', () => {
  it('is the test mode on the three test pages only, as the router matches them', () => {
    for (const path of ['/midas/test', '/mbti/test/', '/HOLLAND/test', '/holland/test']) expect(pageModeOf(path), path).toBe('test');
    for (const path of ['/midas/start', '/mbti/result', '/holland/test/x', '/test', '/assessment', '/']) expect(pageModeOf(path), path).toBe('site');
  });
  it('is the tablet mode on the tablet’s own pages', () => {
    expect(pageModeOf('/tablet/setup')).toBe('tablet');
  });
});
