import { resolve } from 'node:path';
import type { Env } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { acquireDataDirLock } from './lock';
import { seed } from './seed';

/**
 * The database a server process runs on: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
 * behind its lock file; migrated and seeded. `close()` also releases the lock.
 */
export async function openAppDatabase(env: Env): Promise<Database> {
  let database: Database;
  let releaseLock = () => {};
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
  } else {
    releaseLock = acquireDataDirLock(env.DATA_DIR);
    database = await openPglite(resolve(env.DATA_DIR, 'pglite'));
  }
  await seed(database.db);
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        releaseLock();
      }
    },
  };
}
