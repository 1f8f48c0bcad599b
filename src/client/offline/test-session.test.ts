import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase } from './schema';
import { answerPayload, finishSession, loadSession, recordAnswer, resumePosition, startSession, takeNewerQuestions } from './test-session';

const questions = [1, 2, 3].map((id) => ({
  id,
  name: `题${id}`,
  options: [
    { name: '是', value: 2 },
    { name: '否', value: 0 },
  ],
}));
let db: AppDatabase;
let n = 0;

function freshDb() {
  db = new AppDatabase(`test-${n++}`);
  return db;
}

afterEach(async () => {
  await db?.delete();
});

describe('the test-session store', () => {
  it('resumes at the first unanswered question with earlier answers kept', async () => {
    freshDb();
    const session = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    await recordAnswer(db, session.attemptId, 1, 2, 1000, 2);
    await recordAnswer(db, session.attemptId, 3, 0, 2000, 3);
    // A new page (or a new browser on the same profile) reads it back from IndexedDB.
    const reopened = await loadSession(new AppDatabase(db.name), 7, 'hld');
    expect(reopened!.answers).toEqual({ 1: { value: 2, at: 2 }, 3: { value: 0, at: 3 } });
    expect(resumePosition(reopened!)).toBe(1);
    expect(reopened!.activeMs).toBe(2000);
  });

  it('keeps each user apart on a shared device', async () => {
    freshDb();
    await startSession(db, { userId: 1, assessment: 'mbti', version: 'v1', questions, now: 1 });
    expect(await loadSession(db, 2, 'mbti')).toBeUndefined();
    expect(await loadSession(db, 1, 'mbti')).toBeDefined();
  });

  it('starting again replaces the previous session of that user and assessment only', async () => {
    freshDb();
    const first = await startSession(db, { userId: 1, assessment: 'hld', version: 'v1', questions, now: 1 });
    await startSession(db, { userId: 1, assessment: 'dyzn', version: 'v1', questions, now: 1 });
    const second = await startSession(db, { userId: 1, assessment: 'hld', version: 'v1', questions, now: 2 });
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(await db.sessions.count()).toBe(2);
  });

  it('finishing moves the answers to the outbox and keeps the local result in one step', async () => {
    freshDb();
    let session = await startSession(db, { userId: 3, assessment: 'hld', version: 'v1', questions, now: 1 });
    for (const q of questions) session = await recordAnswer(db, session.attemptId, q.id, 2, 61_400, 5);
    const row = await finishSession(db, session, { type: 'RIA' }, 99);
    expect(row.payload).toEqual({ answer: answerPayload(session), times: 61, version: session.version });
    expect(JSON.parse(row.payload.answer)).toEqual([
      { id: 1, value: 2 },
      { id: 2, value: 2 },
      { id: 3, value: 2 },
    ]);
    expect(await db.sessions.count()).toBe(0);
    expect(await db.outbox.get(session.attemptId)).toMatchObject({ state: 'pending', attempts: 0, userId: 3 });
    expect(await db.localResults.get(session.attemptId)).toMatchObject({ report: { type: 'RIA' }, times: 61 });
  });

  it('sends mbti answers as {id, answer}', async () => {
    freshDb();
    const mbtiQuestions = [{ id: 1, name: '题1', a: '甲', b: '乙' }];
    let session = await startSession(db, { userId: 3, assessment: 'mbti', version: 'v1', questions: mbtiQuestions, now: 1 });
    session = await recordAnswer(db, session.attemptId, 1, 'b', 500, 2);
    expect(JSON.parse(answerPayload(session))).toEqual([{ id: 1, answer: 'b' }]);
  });
});

describe('a newer question list arriving after the test started from the copy on the device', () => {
  it('is taken while nothing is answered, and never once an answer is saved', async () => {
    freshDb();
    const session = await startSession(db, { userId: 7, assessment: 'hld', version: 'v1', questions, now: 1 });
    const newer = [...questions, { id: 4, name: '题4', options: [{ name: '是', value: 2 }] }];
    expect(await takeNewerQuestions(db, session.attemptId, 'v2', newer)).toMatchObject({ version: 'v2', questions: newer });
    await recordAnswer(db, session.attemptId, 1, 2, 1000, 2);
    expect(await takeNewerQuestions(db, session.attemptId, 'v3', questions)).toBeNull();
    const kept = await loadSession(db, 7, 'hld');
    expect(kept).toMatchObject({ version: 'v2', questions: newer, answers: { 1: { value: 2, at: 2 } } });
  });
});
