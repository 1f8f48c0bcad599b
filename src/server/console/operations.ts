import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { assessmentResults, attemptProgress, organisations, rateLimits, schoolStudents } from '#server/db/schema';
import type { Env } from '#server/env';
import { type TemplatesInUse, templatesInUse } from './sms-templates';

/**
 * 运维 (docs/CONSOLE.md, "Operations"): the SMS budget and what today's window has used, the senders'
 * templates, and the health of this app server (its database, and finished tests that devices report
 * but have not uploaded yet, per school).
 */
export interface OperationsOverview {
  sms: { sender: 'dev' | 'aliyun'; budget: number; used: number; windowStart: Date | null; templates: TemplatesInUse };
  database: { kind: 'pglite' | 'postgres'; latencyMs: number };
  pendingUploads: { school: string; finished: number; oldest: Date | null }[];
  server: ServerFacts;
}

/** This app server: when it started, on which Node, which release, and which build of the pages it serves. */
export interface ServerFacts {
  startedAt: Date;
  node: string;
  version: string;
  build: string | null;
}

const DAY_MS = 86400_000;

export async function operationsOverview(db: Db, env: Env, now: Date, server: ServerFacts): Promise<OperationsOverview> {
  const [global] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'sms:global'));
  const live = global && now.getTime() - global.windowStart.getTime() < DAY_MS;
  const began = performance.now();
  await db.execute(sql`select 1`);
  const latencyMs = Math.round((performance.now() - began) * 10) / 10;
  // Finished on a device (its progress report says so) with no result on the server yet.
  const pending = await db
    .select({ school: organisations.name, finished: count(), oldest: min(attemptProgress.lastActivityAt) })
    .from(attemptProgress)
    .innerJoin(schoolStudents, eq(schoolStudents.userId, attemptProgress.userId))
    .innerJoin(organisations, eq(organisations.id, schoolStudents.orgId))
    .leftJoin(assessmentResults, and(eq(assessmentResults.userId, attemptProgress.userId), eq(assessmentResults.attemptId, attemptProgress.attemptId)))
    .where(and(eq(attemptProgress.finished, true), isNull(assessmentResults.id), gt(attemptProgress.receivedAt, new Date(now.getTime() - 30 * DAY_MS))))
    .groupBy(organisations.name)
    .orderBy(organisations.name);
  return {
    sms: {
      sender: env.SMS_SENDER,
      budget: env.SMS_DAILY_BUDGET,
      used: live ? global.count : 0,
      windowStart: live ? global.windowStart : null,
      templates: await templatesInUse(db, env),
    },
    database: { kind: env.DATABASE_URL ? 'postgres' : 'pglite', latencyMs },
    pendingUploads: pending,
    server,
  };
}

/** The build a static directory holds: the hashed name of its entry script (what a deploy changes), or null without one. */
export function buildTagOf(indexHtml: string | null): string | null {
  return indexHtml?.match(/\/assets\/(index-[\w-]+)\.js/)?.[1] ?? null;
}
