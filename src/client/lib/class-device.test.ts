import { describe, expect, it } from 'vitest';
import { isTabletPage } from './class-device';

describe('the tablet’s own pages', () => {
  it('are /tablet and what is under it, as the router matches them', () => {
    for (const path of ['/tablet', '/tablet/', '/Tablet', '/tablet/setup', '/TABLET/setup/']) expect(isTabletPage(path), path).toBe(true);
    for (const path of ['/', '/tablets', '/tablet-setup', '/login', '/assessment', '/x/tablet']) expect(isTabletPage(path), path).toBe(false);
  });
});
