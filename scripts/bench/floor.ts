/**
 * The React floor: the gzip -9 JavaScript of the smallest app on the owner's stack (scripts/bench/floor/:
 * React, React DOM, TanStack Router and Query, jotai), built with this project's Vite, React plugin and
 * target. Every page budget is this floor plus what our own code may add, so a framework update moves the
 * floor, and a kilobyte of our own is still a decision. Measured once per lockfile and floor app, and kept
 * in .tmp/ (a build takes some seconds).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const FLOOR_APP = 'scripts/bench/floor';

/** What a page may load on top of the floor, KB gzip (issue 29): the report's before its charts. */
export const OWN_CODE_KB = { home: 35, test: 80, report: 110 } as const;
export type BudgetedPage = keyof typeof OWN_CODE_KB;

export const budgetsOver = (floorKb: number) => Object.fromEntries(Object.entries(OWN_CODE_KB).map(([page, own]) => [page, floorKb + own])) as Record<BudgetedPage, number>;

const cacheKey = () =>
  createHash('sha256')
    .update(readFileSync('package-lock.json'))
    .update(
      readdirSync(FLOOR_APP)
        .map((f) => readFileSync(join(FLOOR_APP, f), 'utf8'))
        .join('\0'),
    )
    .digest('hex')
    .slice(0, 16);

export async function floorKb(): Promise<number> {
  const cache = `.tmp/react-floor-${cacheKey()}.json`;
  if (existsSync(cache)) return (JSON.parse(readFileSync(cache, 'utf8')) as { kb: number }).kb;
  const kb = await buildFloor();
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(cache, JSON.stringify({ kb }));
  return kb;
}

async function buildFloor(): Promise<number> {
  // Imported here: the bench and the browser tests load this module without building anything when cached.
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = join(process.cwd(), `.tmp/react-floor-build-${process.pid}`);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: join(process.cwd(), FLOOR_APP),
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
    });
    const assets = join(outDir, 'assets');
    const bytes = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
    return Math.round((bytes / KB) * 10) / 10;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}
