/**
 * The React floor: the gzip -9 JavaScript of the smallest app on the owner's stack (scripts/bench/floor/),
 * built with this project's Vite, React plugin and target. The page budgets are this floor plus what
 * our own code may add (scripts/bundle-size.ts, scripts/bench/loaded-js.ts), so a framework update moves
 * the floor, and a kilobyte of our own is still a decision.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const KB = 1024;

/** What a page of ours may load on top of the floor, KB gzip (issue 29's targets). */
export const OWN_CODE_KB = { home: 35, test: 80, report: 110 } as const;

export async function measureFloorKb(): Promise<number> {
  const outDir = join(process.cwd(), `.tmp/floor-${process.pid}`);
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: join(process.cwd(), 'scripts/bench/floor'),
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length / KB, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
