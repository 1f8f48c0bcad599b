/**
 * After a load run, with the server stopped: every submission that got code 1000 is in the database
 * exactly once (one row per attempt id), and nothing else was stored under the run's attempt ids.
 */
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

export interface Check {
  name: string;
  /** Attempt ids whose submit was answered with code 1000. */
  okKeys: Set<string>;
  /** All attempt ids of this check start with it. */
  prefix: string;
}

export interface Verdict {
  name: string;
  ok: number;
  rows: number;
  duplicates: number;
  missing: number;
  extra: number;
  passed: boolean;
}

type Query = (prefix: string) => Promise<{ attempt_id: string; n: number }[]>;

const SQL = `select attempt_id, count(*)::int as n from assessment_results where attempt_id like $1 group by attempt_id`;

async function judge(checks: Check[], query: Query): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const check of checks) {
    const rows = await query(`${check.prefix}%`);
    const stored = new Set(rows.map((r) => r.attempt_id));
    const duplicates = rows.filter((r) => r.n !== 1).length;
    const missing = [...check.okKeys].filter((k) => !stored.has(k)).length;
    const extra = [...stored].filter((k) => !check.okKeys.has(k)).length;
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    verdicts.push({
      name: check.name,
      ok: check.okKeys.size,
      rows: total,
      duplicates,
      missing,
      extra,
      passed: duplicates === 0 && missing === 0 && extra === 0 && total === check.okKeys.size,
    });
  }
  return verdicts;
}

/** PGlite: opened from its directory after the server (the only other user) has stopped. */
export async function verifyPglite(dir: string, checks: Check[]): Promise<Verdict[]> {
  const pg = new PGlite(dir);
  try {
    return await judge(checks, async (prefix) => (await pg.query<{ attempt_id: string; n: number }>(SQL, [prefix])).rows);
  } finally {
    await pg.close();
  }
}

export async function verifyPostgres(url: string, checks: Check[]): Promise<Verdict[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await judge(checks, async (prefix) => (await sql.unsafe<{ attempt_id: string; n: number }[]>(SQL, [prefix])).map((r) => ({ ...r })));
  } finally {
    await sql.end({ timeout: 5 });
  }
}
