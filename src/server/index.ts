import { resolve } from 'node:path';
import { buildApp } from './app';
import { openAppDatabase } from './db/open';
import { loadEnv } from './env';

/** Process entry: configuration, database (migrate + seed), listen, graceful shutdown. */
async function main() {
  const env = loadEnv();
  const database = await openAppDatabase(env);
  const app = await buildApp({ db: database.db, env, staticDir: resolve('dist') });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`生涯规划 is running on http://localhost:${env.PORT} (${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
