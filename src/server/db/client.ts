import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { databaseStartError } from './connect-error';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY's payload, on this process, whichever connection or
 * app instance sent it. Resolves with the way to stop listening.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite in a directory, or in memory when `dataDir` is `memory://` (optionally starting from a dumped
 * data directory, `loadDataDir`). Runs the migrations.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database & { client: PGlite }> {
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const listen: Listen = async (channel, onPayload) => client.listen(channel, onPayload);
  return { db: db as unknown as Db, kind: 'pglite', client, listen, close: () => client.close() };
}

/** PostgreSQL through postgres.js. Runs the same migrations. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  try {
    await migratePostgres(db, { migrationsFolder });
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw databaseStartError(error, url);
  }
  // postgres.js keeps one connection of its own for every LISTEN and reconnects it when it drops.
  const listen: Listen = async (channel, onPayload) => {
    const { unlisten } = await client.listen(channel, onPayload);
    return unlisten;
  };
  return { db: db as unknown as Db, kind: 'postgres', listen, close: () => client.end({ timeout: 5 }) };
}
