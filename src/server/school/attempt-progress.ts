import { eq, sql } from 'drizzle-orm';
import type { ProgressReport } from '#shared/api/lesson-progress';
import type { Db } from '../db/client';
import { attemptProgress, schoolStudents } from '../db/schema';

/**
 * Progress from the devices for the class board (docs/SCHOOL.md, "A lesson"). Kept only for students
 * on a school roster: nobody watches anyone else's progress, so it is not collected. Kept also for a
 * rostered child whose guardian's consent is not recorded yet: a report holds counts (answered n of m,
 * finished), never an answer, and the teacher running the lesson needs them to see that the child is
 * working and that a finished test waits for the consent (issue 36). A row only moves forward (more
 * answers, finished), so reports that repeat, cross or arrive late change nothing.
 */
export async function recordProgress(db: Db, userId: number, deviceId: number | null, reports: ProgressReport[], now: Date): Promise<{ stored: number }> {
  const [rostered] = await db.select({ id: schoolStudents.id }).from(schoolStudents).where(eq(schoolStudents.userId, userId));
  if (!rostered) return { stored: 0 };
  let stored = 0;
  for (const report of reports) {
    // A device clock ahead of the server's would show activity in the future.
    const lastActivityAt = new Date(Math.min(report.at, now.getTime()));
    const rows = await db
      .insert(attemptProgress)
      .values({
        userId,
        attemptId: report.attemptId,
        assessment: report.assessment,
        answered: report.answered,
        total: report.total,
        finished: report.finished,
        lastActivityAt,
        receivedAt: now,
        deviceId,
        refusedReason: report.finished ? (report.refused ?? null) : null,
      })
      .onConflictDoUpdate({
        target: [attemptProgress.userId, attemptProgress.attemptId],
        set: {
          answered: sql`greatest(${attemptProgress.answered}, excluded.answered)`,
          finished: sql`${attemptProgress.finished} or excluded.finished`,
          lastActivityAt: sql`greatest(${attemptProgress.lastActivityAt}, excluded.last_activity_at)`,
          receivedAt: sql`excluded.received_at`,
          deviceId: sql`coalesce(excluded.device_id, ${attemptProgress.deviceId})`,
          refusedReason: sql`coalesce(excluded.refused_reason, ${attemptProgress.refusedReason})`,
        },
        // An attempt id is one test: a report naming another assessment for it is not believed.
        setWhere: sql`${attemptProgress.assessment} = excluded.assessment`,
      })
      .returning({ userId: attemptProgress.userId });
    stored += rows.length;
  }
  return { stored };
}
