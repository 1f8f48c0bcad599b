import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preload';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function distWith(manifest: object) {
  const dir = tempDir('sg-preload-');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js', '_app-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_framework-1.js'] },
  'src/client/routes/_auth.tsx?tsr-split=component': { file: 'assets/_auth-1.js', imports: ['_app-1.js'] },
  'src/client/routes/_auth/mbti/result.tsx?tsr-split=component': { file: 'assets/result-1.js', imports: ['_app-1.js', '_db-1.js', '_report-1.js'] },
  '_db-1.js': { file: 'assets/db-1.js' },
  '_report-1.js': { file: 'assets/report-1.js', css: ['assets/report-1.css'] },
};

describe('the preload tags of a page path', () => {
  it('names the route’s chunks the start-up code does not, for the student pages as the router matches them', () => {
    const preloads = routePreloads(distWith(manifest));
    const tags = preloads('/mbti/result');
    // At low priority, after the stylesheet that holds up the first paint.
    for (const file of ['_auth-1.js', 'result-1.js', 'db-1.js', 'report-1.js'])
      expect(tags).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`);
    expect(tags).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/report-1.css">');
    expect(tags).not.toContain('framework-1.js');
    expect(tags).not.toContain('app-1.js"');
    expect(preloads('/MBTI/Result/')).toBe(tags);
  });

  it('adds nothing for other pages, unknown routes, or without a manifest', () => {
    const preloads = routePreloads(distWith(manifest));
    expect(preloads('/about')).toBe('');
    expect(preloads('/mbti/results')).toBe('');
    expect(preloads('/holland/test')).toBe('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/_auth-1.js">'); // its own chunk is not in this manifest
    expect(routePreloads(tempDir('sg-none-'))('/mbti/result')).toBe('');
  });

  it('follows a new manifest on disk (a deploy under a running server)', async () => {
    const dir = distWith(manifest);
    const preloads = routePreloads(dir);
    expect(preloads('/mbti/result')).toContain('result-1.js');
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later modification time
    const next = { ...manifest, 'src/client/routes/_auth/mbti/result.tsx?tsr-split=component': { file: 'assets/result-2.js', imports: ['_app-1.js'] } };
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(next));
    expect(preloads('/mbti/result')).toContain('result-2.js');
    expect(preloads('/mbti/result')).not.toContain('result-1.js');
  });
});
