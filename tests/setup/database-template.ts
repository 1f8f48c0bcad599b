import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#server/db/client';

export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/**
 * Migrates one database per run and lets every test file start from a copy (tests/support/test-database.ts):
 * a PGlite data directory loaded from a dump, or a PostgreSQL `create database … template`. Migrating
 * each file's database anew took 1.5-2 s of CPU per file.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the postgres test project needs TEST_DATABASE_URL');
    const template = `t_template_${randomBytes(5).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    await (await openPostgres(url.toString(), { max: 1 })).close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite('memory://');
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  mkdirSync(resolve('.tmp'), { recursive: true });
  const file = resolve(`.tmp/pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', file });
  return () => rmSync(file, { force: true });
}
