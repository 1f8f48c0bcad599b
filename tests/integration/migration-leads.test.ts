import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

/** Migration 0007 moves every expert and product booking of `reservations` into `leads`, keeping who, what and when. */
const folder = join(import.meta.dirname, '../../src/server/db/migrations');
const before = mkdtempSync(join(tmpdir(), 'migrations-0006-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

it('copies the reservations into leads (subject named, the account’s mobile, status new) and drops the old table', async () => {
  // The migrations up to 0006, as a database made before this change has them.
  cpSync(folder, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0007');
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });

  await db.execute(sql`insert into organisations (name, is_default) values ('默认', true)`);
  await db.execute(sql`insert into users (mobile, username, org_id, consent_version, consent_at) values ('13800001111', '甲', 1, 'v1', now()), (null, '乙', 1, 'v1', now())`);
  await db.execute(sql`insert into experts (id, name, title) values (7, '沈老师', '规划师')`);
  await db.execute(sql`insert into products (id, name) values (3, '志愿填报服务')`);
  await db.execute(sql`insert into reservations (user_id, kind, target_id, created_at) values
    (1, 'expert', 7, '2026-01-02T03:04:05Z'), (1, 'product', 3, '2026-01-03T00:00:00Z'), (2, 'product', 99, '2026-01-04T00:00:00Z')`);

  await migrate(db, { migrationsFolder: folder });
  const leads = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select user_id, subject_kind, subject_id, subject_slug, subject_name, preferred_time, note, contact_mobile, status, created_at from leads order by id`),
  );
  expect(leads.map((l) => [l.user_id, l.subject_kind, l.subject_id, l.subject_slug, l.subject_name, l.preferred_time, l.note, l.contact_mobile, l.status])).toEqual([
    [1, 'expert', 7, '', '专家预约 · 沈老师', 'any', '', '13800001111', 'new'],
    [1, 'product', 3, '', '产品预约 · 志愿填报服务', 'any', '', '13800001111', 'new'],
    [2, 'product', 99, '', '产品预约', 'any', '', null, 'new'],
  ]);
  expect(new Date(String(leads[0].created_at)).toISOString()).toBe('2026-01-02T03:04:05.000Z');
  const old = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'reservations'`));
  expect(old[0].n).toBe(0);
  await client.close();
});
