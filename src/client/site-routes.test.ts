import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type SiteRoute, SITE_ROUTES } from '#shared/site-routes';
import type { FileRouteTypes } from './routeTree.gen';

/** tsc fails here too when the generated route tree and SITE_ROUTES name different paths. */
type FullPath = FileRouteTypes['fullPaths'];
const sameSet: [Exclude<FullPath, SiteRoute>, Exclude<SiteRoute, FullPath>] extends [never, never] ? true : false = true;

const source = readFileSync(fileURLToPath(new URL('./routeTree.gen.ts', import.meta.url)), 'utf8');
const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

describe('the server’s list of page paths', () => {
  it('equals the full paths of the generated route tree, so a new route without an entry fails', () => {
    const union = /\bfullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source);
    const byFullPath = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source);
    expect(union, 'fullPaths in routeTree.gen.ts').not.toBeNull();
    expect(byFullPath, 'FileRoutesByFullPath in routeTree.gen.ts').not.toBeNull();
    const fromUnion = quoted(union![1]).sort();
    const fromInterface = [...byFullPath![1].matchAll(/^\s*'([^']*)':/gm)].map((m) => m[1]).sort();
    expect(fromInterface).toEqual(fromUnion);
    expect([...SITE_ROUTES].sort()).toEqual(fromUnion);
    expect(new Set(SITE_ROUTES).size).toBe(SITE_ROUTES.length);
    expect(sameSet).toBe(true);
  });
});
