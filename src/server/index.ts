import { resolve } from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import { buildApp } from './app';
import { openAppDatabase } from './db/open';
import { loadEnv } from './env';
import { systemClock } from './lib/clock';
import { summarizeError } from './lib/safe-error';
import { schedulePruning } from './platform/prune';

/** Process entry: configuration, database (migrate + seed), listen, graceful shutdown. */
async function main() {
  const env = loadEnv();
  const database = await openAppDatabase(env);
  const app = await buildApp({ db: database.db, listen: database.listen, env, staticDir: resolve(env.STATIC_DIR) });

  const stopPruning = schedulePruning(database.db, systemClock, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      stopPruning();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`生涯规划 is running on http://localhost:${env.PORT} (${database.kind}), listening on ${env.HOST}`);
  if (env.NODE_ENV !== 'production' && env.SMS_SENDER === 'dev') {
    const reach = env.HOST === '127.0.0.1' || env.HOST === 'localhost' ? 'this machine only' : `OPEN TO EVERY MACHINE THAT CAN REACH ${env.HOST}`;
    app.log.warn(`Development SMS codes: http://localhost:${env.PORT}/dev/sms (${reach})`);
  }
}

main().catch((error) => {
  // Our own start errors say what to do; a failed query's message would carry its parameters.
  console.error(error instanceof DrizzleQueryError || !(error instanceof Error) ? JSON.stringify(summarizeError(error)) : error.message);
  process.exit(1);
});
