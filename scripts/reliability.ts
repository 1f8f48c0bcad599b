/**
 * `npx tsx scripts/reliability.ts`: internal consistency (alpha, or KR-20 for mbti) of every scale
 * over the answers students have stored, so the items can be improved once real students use them
 * (ASSESSMENTS.md: target 0.7 or more per scale on real data).
 *
 * Opens the database as the server does: DATABASE_URL when set, else PGlite in DATA_DIR (default ./data).
 * A PGlite directory belongs to one process, so stop the server first.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { intelligenceContent } from '#content/dyzn/intelligences';
import { hollandTypeContent } from '#content/hld/types';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/lock';
import type { RawAnswer } from '#shared/assessments/answers';
import { ASSESSMENT_KEYS, checkSubmission, instrumentVersion } from '#content/assessments/registry';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import { reliabilityReport } from '#content/assessments/reliability';
import type { AssessmentKey, HollandType, IntelligenceKey } from '#shared/assessments/types';

const TARGET = 0.7;
const FEW_RESPONDENTS = 30;

/** A readable scale name next to its key. */
function scaleName(key: AssessmentKey, scale: string): string {
  if (key === 'dyzn') return `${scale} ${intelligenceContent[scale as IntelligenceKey].name}`;
  if (key === 'hld') return `${scale} ${hollandTypeContent[scale as HollandType].name}`;
  return `${scale[0]}/${scale[1]}`;
}

async function openDatabase(): Promise<{ database: Database; release: () => void } | null> {
  if (process.env.DATABASE_URL) return { database: await openPostgres(process.env.DATABASE_URL, { max: 1 }), release: () => {} };
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // No database yet: say so rather than create an empty one.
  if (!existsSync(resolve(dataDir, 'pglite'))) return null;
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir); // refuses while a live server holds server.lock
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/in use by process/.test(message)) throw error;
    console.error(`${message}\nA running server holds the database: stop it (npm start / npm run dev) first, then run this script again.`);
    process.exit(1);
  }
  try {
    return { database: await openPglite(resolve(dataDir, 'pglite')), release };
  } catch (error) {
    release();
    throw error;
  }
}

type StoredRow = { assessment: string; instrument_version: string; answers: unknown };

async function readResults(database: Database): Promise<StoredRow[] | null> {
  const exists = await database.db.execute(sql`select to_regclass('assessment_results') is not null as present`);
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return null;
  return rowsOf<StoredRow>(await database.db.execute(sql`select assessment, instrument_version, answers from assessment_results`));
}

/** postgres.js returns the rows as an array, PGlite as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Plain text table; CJK characters take two columns in a terminal. */
function printTable(rows: string[][]): void {
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
  const widths = rows[0].map((_, j) => Math.max(...rows.map((r) => width(r[j]))));
  for (const row of rows) console.log(row.map((cell, j) => cell + ' '.repeat(widths[j] - width(cell))).join('  ').trimEnd());
}

function printGroup(key: AssessmentKey, version: string, rows: Map<number, AnswerValue>[], skipped: number): void {
  console.log(`\n${key} ${version}: ${rows.length} usable result(s)${skipped ? `, ${skipped} skipped (answers do not fit the current items)` : ''}`);
  const lines = reliabilityReport(key, rows).map((r) => [
    scaleName(key, r.scale),
    String(r.respondents),
    String(r.items),
    Number.isNaN(r.coefficient) ? 'n/a' : r.coefficient.toFixed(3),
    r.method,
    Number.isNaN(r.coefficient) ? 'not computable' : r.coefficient < TARGET ? `<< below ${TARGET}` : '',
  ]);
  printTable([['scale', 'respondents', 'items', 'coefficient', 'method', ''], ...lines]);
  if (rows.length < FEW_RESPONDENTS) console.log(`Note: fewer than ${FEW_RESPONDENTS} respondents; these coefficients are not stable yet.`);
}

async function main() {
  const opened = await openDatabase();
  if (!opened) {
    console.log('no results stored yet');
    return;
  }
  const { database, release } = opened;
  try {
    const stored = await readResults(database);
    if (!stored || stored.length === 0) {
      console.log('no results stored yet');
      return;
    }
    const groups = new Map<string, StoredRow[]>();
    for (const row of stored) {
      const group = `${row.assessment}\u0000${row.instrument_version}`;
      groups.set(group, [...(groups.get(group) ?? []), row]);
    }
    for (const [group, rows] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      const [assessment, version] = group.split('\u0000');
      const key = ASSESSMENT_KEYS.find((k) => k === assessment);
      // Only the current version's items are in the code, so older versions cannot be mapped to scales.
      if (!key || version !== instrumentVersion(key)) {
        console.log(`\n${assessment} ${version}: ${rows.length} result(s) skipped (not the current instrument${key ? ` ${instrumentVersion(key)}` : ''})`);
        continue;
      }
      const usable: Map<number, AnswerValue>[] = [];
      for (const row of rows) {
        const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
        const checked = Array.isArray(answers) ? checkSubmission(key, answers as RawAnswer[]) : null;
        if (checked?.ok) usable.push(checked.values);
      }
      printGroup(key, version, usable, rows.length - usable.length);
    }
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
