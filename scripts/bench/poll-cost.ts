/**
 * Bench-only, run inside the bench server: the database time of one unchanged board poll. The statements are
 * the ones the real code runs (the session lookup of route() and the board service, captured through
 * Drizzle's logger on the server's own connection); each is then run under EXPLAIN ANALYZE, and a poll's time
 * is the sum of their planning and execution times — what the database spends, without the round trips.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Database, Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { resolveSession } from '#server/platform/sessions';
import { classBoard } from '#server/school/class-board';

interface Statement {
  query: string;
  params: unknown[];
}

export interface PollCost {
  statements: string[];
  /** One sum per repetition, ms, ascending. */
  samples: number[];
}

type Explained = { 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }[];

export async function unchangedPollCost(database: Database, token: string, classId: number, repeats: number): Promise<PollCost> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const captured: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
  const logged = (database.kind === 'pglite' ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePostgres(client as Sql, { schema, logger })) as unknown as Db;

  const now = new Date();
  const session = await resolveSession(database.db, token, now);
  if (!session || session === 'idle') throw new Error('poll cost: the teacher’s session is not live');
  const board = await classBoard(database.db, session.userId, classId, undefined, now);
  captured.length = 0;
  await resolveSession(logged, token, now);
  const answer = await classBoard(logged, session.userId, classId, undefined, now, board.version);
  if (!('unchanged' in answer)) throw new Error('poll cost: the board changed while measured (the minute turned); run it again');
  const selects = captured.filter((s) => /^\s*select/i.test(s.query));

  const explain = async (s: Statement): Promise<number> => {
    const text = `explain (analyze, format json) ${s.query}`;
    const rows =
      database.kind === 'pglite'
        ? ((await (client as PGlite).query<Explained[number]>(text, s.params)).rows as Explained)
        : ((await (client as Sql).unsafe(text, s.params as never[])) as unknown as Explained);
    const plan = rows[0]['QUERY PLAN'][0];
    return plan['Planning Time'] + plan['Execution Time'];
  };
  const samples: number[] = [];
  for (let r = 0; r < repeats; r++) {
    let sum = 0;
    for (const s of selects) sum += await explain(s);
    samples.push(sum);
  }
  return { statements: selects.map((s) => s.query), samples: samples.sort((a, b) => a - b) };
}
