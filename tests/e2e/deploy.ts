import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// The built client; a server reads each file at request time (src/server/index.ts).
const DIST = resolve('dist');
/** Each text file is also served as the .br or .gz written beside it at build time. */
const VARIANTS = ['', '.br', '.gz'];

/** A route's chunk and every file it imports, now or later, with their CSS, relative to dist/ (from dist/.vite/manifest.json). */
export function routeFiles(source: string): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in dist/.vite/manifest.json`);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    // The start-up chunk (vite.config.ts, `app`) imports every route lazily: those are other routes' code.
    const lazy = key.startsWith('_app-') ? [] : (entry.dynamicImports ?? []);
    for (const next of [...(entry.imports ?? []), ...lazy]) visit(next);
  };
  visit(source);
  return [...files];
}

/**
 * Deploys a new version into `staticDir`, a server's own copy of dist/ (support.ts, `ownStaticCopy`),
 * as a real deploy would look to the browser: sw.js differs, so the browser finds an update, and its
 * precache no longer lists `dropped` (dist/-relative), which are gone from the server, as old hashed
 * files are once the new build replaces them.
 */
export function deployNewVersion(staticDir: string, dropped: string[]): void {
  const sw = join(staticDir, 'sw.js');
  let next = readFileSync(sw, 'utf8');
  for (const file of dropped) {
    const entry = `,{"revision":null,"url":"${file}"}`;
    if (!next.includes(entry)) throw new Error(`${file} is not in the precache manifest of sw.js`);
    next = next.replace(entry, '');
    for (const variant of VARIANTS) rmSync(join(staticDir, file + variant), { force: true });
  }
  next += `\n// new version ${new Date().toISOString()}\n`;
  writeFileSync(sw, next);
  writeFileSync(`${sw}.br`, brotliCompressSync(next));
  writeFileSync(`${sw}.gz`, gzipSync(next));
}
