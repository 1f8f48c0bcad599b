/**
 * The one way the project builds the client (`npm run build`, `npm start`, `npm test`, `npm run bench`):
 * always a production build, whatever NODE_ENV the shell has — `NODE_ENV=development vite build` would
 * ship React's development bundle (about 70 KB more on the home page).
 */
import { spawnSync } from 'node:child_process';

export function buildClient(options: { timeoutMs?: number } = {}): void {
  // The student app first (it empties dist/), then the operator console beside it (vite.console.config.ts).
  for (const config of ['vite.config.ts', 'vite.console.config.ts']) {
    const build = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: options.timeoutMs,
    });
    if (build.status !== 0) throw new Error(`vite build --config ${config} failed (${build.status ?? build.signal})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildClient();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
