/**
 * The API server the load tests run against: exactly what src/server/index.ts starts (same buildApp, same
 * database setup, migrations and seed), plus one bench-only endpoint added from outside the application:
 *
 *   POST /api/bench/baseline → one `select 1` round trip through the same stack (IP limiter, security
 *   headers, form parser, zod validation via route(), envelope) and the same database connection (pool).
 *
 * and, for the runs' set-up and the board's database time (seed.ts, poll-cost.ts):
 *
 *   POST /api/bench/seedStudents, /api/bench/seedSchool → accounts with live sessions, written straight to the database
 *   POST /api/bench/pollCost → the database time of one unchanged board poll, by EXPLAIN ANALYZE
 *
 * They exist only in this process, which only `npm run bench` starts: the application, `npm start` and
 * production never have them. Its figures say what the machine, Node, Fastify and the database driver can do
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
import { unchangedPollCost } from './poll-cost';
import { seedSchool, seedStudents } from './seed';

const baseline = endpoint(BASELINE_PATH, 'none', z.object({}), returns<null>());
const count = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20_000));
const seedStudentsCall = endpoint('/api/bench/seedStudents', 'none', z.object({ count }), returns<string[]>());
const seedSchoolCall = endpoint(
  '/api/bench/seedSchool',
  'none',
  z.object({ sizes: z.string().check(z.regex(/^\d{1,4}(,\d{1,4}){0,999}$/)), assessment: z.enum(['hld', 'mbti', 'dyzn']) }),
  returns<unknown>(),
);
const pollCostCall = endpoint('/api/bench/pollCost', 'none', z.object({ token: z.string(), classId: count, repeats: count }), returns<unknown>());

async function main() {
  const env = loadEnv();
  if (env.NODE_ENV === 'production') throw new Error('the bench server never runs with NODE_ENV=production');
  const database = await openAppDatabase(env);
  // API only: the load tests never ask for pages.
  const app = await buildApp({ db: database.db, listen: database.listen, env });
  route(app, { db: database.db, clock: systemClock }, baseline, async () => {
    await database.db.execute(sql`select 1`);
    return null;
  });
  const deps = { db: database.db, clock: systemClock };
  route(app, deps, seedStudentsCall, async (body) => seedStudents(database.db, body.count, new Date()));
  route(app, deps, seedSchoolCall, async (body) => seedSchool(database.db, body.sizes.split(',').map(Number), body.assessment, new Date()));
  route(app, deps, pollCostCall, async (body) => unchangedPollCost(database, body.token, body.classId, body.repeats));

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
