/**
 * `npm start`: build the client when the build is missing or older than its sources,
 * then run the server (which migrates and seeds the database before listening).
 */
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-freshness';

if (buildIsStale()) {
  console.log('Building the client …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('#server/index');
