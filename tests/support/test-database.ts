import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client';

/** The database the test files of this vitest project run on (vite.config.ts, `projects`). */
export const testDatabaseKind = (): 'pglite' | 'postgres' => inject('testDatabase').kind;

/**
 * A fresh, migrated database of the file's own, copied from the run's template (tests/setup/database-template.ts):
 * PGlite in memory, or a new PostgreSQL database dropped on close.
 */
export async function openTestDatabase(): Promise<Database & { label: string }> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') return { ...(await openPglite('memory://', { loadDataDir: new Blob([readFileSync(template.file)]) })), label: 'pglite' };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template.template}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 5 });
  return {
    ...database,
    label: 'postgres',
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
