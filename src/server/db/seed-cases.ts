import { sql } from 'drizzle-orm';
import { cooperationCases as seedCases } from '#content/marketing/cooperation';
import type { Db } from './client';
import { pageToHtml } from './page-html';
import { cooperationCases } from './schema';

/** The cooperation cases of src/content/marketing/cooperation.ts; runs once per database (see seed.ts). */
export async function seedCooperationCases(tx: Db): Promise<void> {
  // Explicit ids, so links such as /cooperation/2 stay what they were when the pages were static.
  await tx
    .insert(cooperationCases)
    .values(seedCases.map((c, sort) => ({ id: c.id, title: c.title, summary: c.summary, subtitle: c.page.subtitle, cover: c.cover, content: pageToHtml(c.page), sort })));
  // The serial sequence is still at 1: move it past the seeded rows so the console's inserts work.
  await tx.execute(sql`select setval(pg_get_serial_sequence('cooperation_cases', 'id'), (select max(id) from cooperation_cases))`);
}
