/**
 * After a load run, with the server stopped: every submission that got code 1000 is in the database
 * exactly once (one row per attempt id), and nothing else was stored under the run's attempt ids except,
 * perhaps, requests still in flight when the run stopped (answered by nobody: stored or not, neither is a
 * second copy). Apart from that, the run must have answered every planned submission 1000: a refusal
 * (the daily cap's 5001, a 429, a 500) is a failure, not a pass.
 */
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

export interface Check {
  name: string;
  /** How many submissions the run meant to make. */
  planned: number;
  /** Attempt ids whose submit was answered with code 1000. */
  okKeys: Set<string>;
  /** Attempt ids sent and never answered (in flight at the run's stop, or timed out). */
  inFlightKeys: Set<string>;
  /** Replies other than 1000, by code. */
  refusals: Record<string, number>;
  /** All attempt ids of this check start with it. */
  prefix: string;
}

export interface Verdict {
  name: string;
  planned: number;
  ok: number;
  rows: number;
  duplicates: number;
  missing: number;
  /** Stored without a 1000 and not in flight: a failure of exactly-once. */
  extra: number;
  inFlight: number;
  inFlightStored: number;
  refused: number;
  refusals: Record<string, number>;
  exactlyOnce: boolean;
  allAnswered: boolean;
  passed: boolean;
}

type Row = { attempt_id: string; n: number };
type Query = (prefix: string) => Promise<Row[]>;

const SQL = `select attempt_id, count(*)::int as n from assessment_results where attempt_id like $1 group by attempt_id`;

/** The verdict of one check from the rows stored under its prefix. */
export function judgeRows(check: Check, rows: Row[]): Verdict {
  const stored = new Set(rows.map((r) => r.attempt_id));
  const duplicates = rows.filter((r) => r.n !== 1).length;
  const missing = [...check.okKeys].filter((k) => !stored.has(k)).length;
  const unexpected = [...stored].filter((k) => !check.okKeys.has(k));
  const inFlightStored = unexpected.filter((k) => check.inFlightKeys.has(k)).length;
  const extra = unexpected.length - inFlightStored;
  const refused = Object.values(check.refusals).reduce((a, b) => a + b, 0);
  const exactlyOnce = duplicates === 0 && missing === 0 && extra === 0;
  const allAnswered = refused === 0 && check.okKeys.size === check.planned;
  return {
    name: check.name,
    planned: check.planned,
    ok: check.okKeys.size,
    rows: rows.reduce((sum, r) => sum + r.n, 0),
    duplicates,
    missing,
    extra,
    inFlight: check.inFlightKeys.size,
    inFlightStored,
    refused,
    refusals: check.refusals,
    exactlyOnce,
    allAnswered,
    passed: exactlyOnce && allAnswered,
  };
}

async function judge(checks: Check[], query: Query): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const check of checks) verdicts.push(judgeRows(check, await query(`${check.prefix}%`)));
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
