/** Whether dist/ is missing or older than the sources it is built from (used by `npm start` and `npm run bench`). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src/client', 'src/console', 'src/shared', 'src/content', 'public', 'index.html', 'console.html', 'vite.config.ts', 'vite.console.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIsStale(): boolean {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  return builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt);
}
