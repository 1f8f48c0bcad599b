/**
 * The API server the load tests run against: exactly what src/server/index.ts starts (same buildApp, same
 * database setup, migrations and seed), plus one bench-only endpoint added from outside the application:
 *
 *   POST /api/bench/baseline → one `select 1` round trip through the same stack (IP limiter, security
 *   headers, form parser, zod validation via route(), envelope) and the same database connection (pool).
 *
 * It exists only in this process, which only `npm run bench` starts: the application, `npm start` and
 * production never have it. Its figures say what the machine, Node, Fastify and the database driver can do
 * for one request with one round trip; every other endpoint reads as a fraction of that.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { buildApp } from '#server/app';
import { openAppDatabase } from '#server/db/open';
import { loadEnv } from '#server/env';
import { systemClock } from '#server/lib/clock';
import { route } from '#server/http/route';
import { endpoint, returns } from '#shared/api/envelope';
import { BASELINE_PATH } from './client';

const baseline = endpoint(BASELINE_PATH, 'none', z.object({}), returns<null>());

async function main() {
  const env = loadEnv();
  if (env.NODE_ENV === 'production') throw new Error('the bench server never runs with NODE_ENV=production');
  const database = await openAppDatabase(env);
  // API only: the load tests never ask for pages.
  const app = await buildApp({ db: database.db, env });
  route(app, { db: database.db, clock: systemClock }, baseline, async () => {
    await database.db.execute(sql`select 1`);
    return null;
  });

  const shutdown = async () => {
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: env.PORT, host: '127.0.0.1' });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
