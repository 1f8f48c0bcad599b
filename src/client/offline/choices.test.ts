// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { saveChoice } from './choices';
import { drainHandedOver, drainOnce } from './outbox';
import { rememberUploadCredential } from './upload-credentials';

type Sent = { path: string; headers: Record<string, string>; body: URLSearchParams };
let sent: Sent[] = [];
let answer: (path: string) => { code: number; msg: string; data: unknown } | 'offline' = () => ({ code: 1000, msg: 'ok', data: null });

beforeEach(async () => {
  sent = [];
  vi.stubGlobal('__APP_BUILD_ID__', 'build-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const reply = answer(path);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ path, headers: init.headers as Record<string, string>, body: new URLSearchParams(String(init.body)) });
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  await db.choices.clear();
});
afterEach(() => vi.unstubAllGlobals());

const ok = { code: 1000, msg: 'ok', data: { current: true, combination: '物理+化学+生物', submittedAt: '2026-11-21T08:00:00.000Z' } };
const signedIn = (userId: number) => ({ userId, token: `token-of-${userId}`, active: () => true });

describe('选科意向 choices on the device', () => {
  it('are kept before anything is sent; a new choice for the round replaces one still waiting', async () => {
    await saveChoice(db, { userId: 7, roundId: 3, combination: '物理+化学+生物', note: '' }, 1_000);
    const second = await saveChoice(db, { userId: 7, roundId: 3, combination: '物理+化学+地理', note: '想学地理' }, 2_000);
    await saveChoice(db, { userId: 8, roundId: 3, combination: '历史+思想政治+地理', note: '' }, 3_000);
    const mine = await db.choices.where({ userId: 7 }).toArray();
    expect(mine).toEqual([expect.objectContaining({ submissionId: second.submissionId, payload: { combination: '物理+化学+地理', note: '想学地理', submittedAt: 2_000 } })]);
    expect(await db.choices.count()).toBe(2);
  });

  it("go with their own student's login, once confirmed leave the device; a network failure keeps them for later", async () => {
    const row = await saveChoice(db, { userId: 7, roundId: 3, combination: '物理+化学+生物', note: '' });
    answer = () => 'offline';
    await drainOnce(db, signedIn(7));
    expect(await db.choices.get(row.submissionId)).toMatchObject({ attempts: 1, lastError: '网络不可用', state: 'pending' });
    answer = () => ok;
    await db.choices.update(row.submissionId, { nextAttemptAt: 0 });
    await drainOnce(db, signedIn(7));
    expect(await db.choices.get(row.submissionId)).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/api/school/submitXuankeChoice');
    expect(sent[0].headers).toMatchObject({ token: 'token-of-7', 'x-submitter-id': '7' });
    expect(Object.fromEntries(sent[0].body)).toEqual({
      roundId: '3',
      submissionId: row.submissionId,
      combination: '物理+化学+生物',
      note: '',
      submittedAt: String(row.payload.submittedAt),
    });
  });

  it("a round that closed is said and the choice parked, never dropped; another student's rows are not sent with this login", async () => {
    const mine = await saveChoice(db, { userId: 7, roundId: 3, combination: '物理+化学+生物', note: '' });
    const theirs = await saveChoice(db, { userId: 8, roundId: 3, combination: '物理+化学+生物', note: '' });
    answer = () => ({ code: 4009, msg: '这次选科意向已经结束，不能再提交或修改', data: null });
    await drainOnce(db, signedIn(7));
    expect(await db.choices.get(mine.submissionId)).toMatchObject({ state: 'rejected', lastError: '这次选科意向已经结束，不能再提交或修改' });
    expect(await db.choices.get(theirs.submissionId)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(sent.map((s) => s.body.get('submissionId'))).toEqual([mine.submissionId]);
  });

  it("on a class tablet a handed-over student's choice goes with their upload credential and no login", async () => {
    const theirs = await saveChoice(db, { userId: 8, roundId: 3, combination: '历史+化学+生物', note: '' });
    await rememberUploadCredential(8, { credential: 'c'.repeat(43), deviceToken: 'd'.repeat(43), savedAt: 0 });
    answer = () => ok;
    await drainHandedOver(db, 7);
    expect(await db.choices.get(theirs.submissionId)).toBeUndefined();
    expect(sent[0].headers).toMatchObject({ 'x-upload-credential': 'c'.repeat(43), 'x-class-device': 'd'.repeat(43) });
    expect(sent[0].headers.token).toBeUndefined();
  });
});
