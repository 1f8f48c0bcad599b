import type { PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { AppDatabase, LocalResult, OutboxRow, TestSession } from './schema';

/** The in-progress test of this user, if any (never another user's). */
export function loadSession(db: AppDatabase, userId: number, assessment: AssessmentKey): Promise<TestSession | undefined> {
  return db.sessions.where({ userId, assessment }).first();
}

export async function startSession(
  db: AppDatabase,
  input: { userId: number; assessment: AssessmentKey; version: string; questions: PublicQuestion[]; now: number; attemptId?: string },
): Promise<TestSession> {
  const session: TestSession = {
    attemptId: input.attemptId ?? crypto.randomUUID(),
    userId: input.userId,
    assessment: input.assessment,
    version: input.version,
    questions: input.questions,
    answers: {},
    position: 0,
    startedAt: input.now,
    activeMs: 0,
  };
  await db.transaction('rw', db.sessions, async () => {
    await db.sessions.where({ userId: input.userId, assessment: input.assessment }).delete();
    await db.sessions.add(session);
  });
  return session;
}

/**
 * A newer question list for a test started from the device's copy: taken only while nothing is
 * answered yet, so an answer in progress is never disturbed. Returns the updated session, or null.
 */
export async function takeNewerQuestions(db: AppDatabase, attemptId: string, version: string, questions: PublicQuestion[]): Promise<TestSession | null> {
  return db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(attemptId);
    if (!session || Object.keys(session.answers).length > 0) return null;
    const next: TestSession = { ...session, version, questions, position: 0 };
    await db.sessions.put(next);
    return next;
  });
}

/** The first unanswered question, or the last one when all are answered. */
export function resumePosition(session: TestSession): number {
  const index = session.questions.findIndex((q) => !(q.id in session.answers));
  return index === -1 ? session.questions.length - 1 : index;
}

export function answeredCount(session: TestSession): number {
  return session.questions.filter((q) => q.id in session.answers).length;
}

/**
 * Writes one answer (and the active time so far) in one transaction. The caller advances
 * only after this resolves, so a reload or crash right after loses nothing.
 */
export async function recordAnswer(
  db: AppDatabase,
  attemptId: string,
  questionId: number,
  value: AnswerValue,
  activeMs: number,
  now: number,
  shownMs?: number,
): Promise<TestSession> {
  return db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(attemptId);
    if (!session) throw new Error('test session not found');
    // The first answer's reading time counts: changing an answer later is quick because the question is known.
    const ms = session.answers[questionId]?.ms ?? (shownMs === undefined ? undefined : Math.round(shownMs));
    const answers = { ...session.answers, [questionId]: { value, at: now, ...(ms === undefined ? {} : { ms }) } };
    const next: TestSession = { ...session, answers, activeMs: Math.max(session.activeMs, activeMs) };
    next.position = resumePosition(next);
    await db.sessions.put(next);
    return next;
  });
}

export async function saveActiveTime(db: AppDatabase, attemptId: string, activeMs: number): Promise<void> {
  await db.sessions.update(attemptId, { activeMs });
}

export async function discardSession(db: AppDatabase, attemptId: string): Promise<void> {
  await db.sessions.delete(attemptId);
}

/** Deletes a test nobody has answered anything of yet (the server refused it for the student); one with answers stays. */
export async function discardIfUntouched(db: AppDatabase, attemptId: string): Promise<void> {
  await db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(attemptId);
    if (session && Object.keys(session.answers).length === 0) await db.sessions.delete(attemptId);
  });
}

/** `times` for the server: whole seconds of active time, at least one. */
export function elapsedSeconds(activeMs: number): number {
  return Math.max(1, Math.round(activeMs / 1000));
}

/** The answer list the server expects: {id, value} (dyzn, hld) or {id, answer} (mbti), with `ms` when known. */
export function answerPayload(session: TestSession): string {
  const list = session.questions.map((q) => {
    const { value, ms } = session.answers[q.id];
    const timed = ms === undefined ? {} : { ms };
    return session.assessment === 'mbti' ? { id: q.id, answer: value, ...timed } : { id: q.id, value, ...timed };
  });
  return JSON.stringify(list);
}

/** How long after finishing a report not yet shown is still "just finished". */
const JUST_FINISHED_MS = 10 * 60_000;

/** A test of this user finished on this device in the last minutes whose report has not been shown yet. */
export async function unseenResult(db: AppDatabase, userId: number, assessment: AssessmentKey, now = Date.now()): Promise<LocalResult | undefined> {
  const results = await db.localResults.where('[userId+assessment]').equals([userId, assessment]).toArray();
  return results.filter((r) => !r.seen && Math.abs(now - r.createdAt) < JUST_FINISHED_MS).sort((a, b) => b.createdAt - a.createdAt)[0];
}

/** The report of this finished test was shown: opening the test page again starts a new test. */
export async function markResultSeen(db: AppDatabase, attemptId: string): Promise<void> {
  await db.localResults.update(attemptId, { seen: true });
}

/**
 * Moves a finished test into the outbox and keeps its locally scored result, in one transaction:
 * from here on the answers survive anything until the server confirms them.
 */
export async function finishSession(
  db: AppDatabase,
  session: TestSession,
  localReport: unknown,
  now: number,
  quality: LocalResult['quality'] = null,
  signed?: string,
): Promise<OutboxRow> {
  const row: OutboxRow = {
    attemptId: session.attemptId,
    userId: session.userId,
    assessment: session.assessment,
    payload: { answer: answerPayload(session), times: elapsedSeconds(session.activeMs), version: session.version },
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: '',
    state: 'pending',
    ...(signed ? { signed } : {}),
  };
  const local: LocalResult = {
    attemptId: session.attemptId,
    userId: session.userId,
    assessment: session.assessment,
    createdAt: now,
    times: row.payload.times,
    report: localReport,
    quality,
  };
  await db.transaction('rw', db.sessions, db.outbox, db.localResults, async () => {
    await db.outbox.put(row);
    await db.localResults.put(local);
    await db.sessions.delete(session.attemptId);
  });
  return row;
}
