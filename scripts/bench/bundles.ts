/** Bundles: build once if dist/ is missing or stale, then scripts/bundle-size.ts with its budgets. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildClient } from '../build';
import { buildIsStale } from '../build-freshness';

export function ensureBuild(say: (line: string) => void): { built: boolean; seconds: number } {
  if (!buildIsStale() && existsSync('dist/.vite/manifest.json')) return { built: false, seconds: 0 };
  say('dist/ is missing or older than its sources: npx vite build …');
  const t0 = performance.now();
  buildClient({ timeoutMs: 300_000 });
  return { built: true, seconds: (performance.now() - t0) / 1000 };
}

/** Prints the bundle-size table; returns whether every page is within its budget. */
export function bundleReport(): boolean {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts', '--check'], { stdio: 'inherit', timeout: 120_000 });
  return run.status === 0;
}
