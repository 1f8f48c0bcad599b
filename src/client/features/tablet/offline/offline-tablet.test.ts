// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceRoster } from '#client/contracts/school.gen';
import { readQr, packForQr } from '#shared/school/qr-relay';
import { AppDatabase, type OutboxRow } from '#client/offline/schema';
import { collectableLines } from './collectable';
import { assignmentsOf } from './offline-sign-in';

const HOUR = 3600_000;
const now = Date.UTC(2026, 10, 29, 2);
const roster: DeviceRoster = {
  classLabel: '初一 3班',
  schoolName: '实验中学',
  students: [],
  deviceId: 4,
  sealKey: 'k',
  assignments: [
    { id: 1, assessments: ['hld', 'mbti'], studentIds: null, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), note: '全班', teacherName: '李老师' },
    { id: 2, assessments: ['dyzn'], studentIds: [8], startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR), note: '', teacherName: '李老师' },
  ],
};

describe('a student signed in without a network', () => {
  it('gets the class’s assignments that are theirs, as the server would list them, nothing done yet', () => {
    expect(assignmentsOf(roster, 7, now).map((a) => [a.id, a.state, a.assessments])).toEqual([
      [
        1,
        'open',
        [
          { key: 'hld', done: null },
          { key: 'mbti', done: null },
        ],
      ],
    ]);
    expect(assignmentsOf(roster, 8, now).map((a) => [a.id, a.state, a.className])).toEqual([
      [1, 'open', '初一 3班'],
      [2, 'upcoming', '初一 3班'],
    ]);
  });
});

describe('what a tablet shows for 扫码收卷', () => {
  let db: AppDatabase;
  afterEach(() => db?.delete());

  const row = (attemptId: string, userId: number, extra: Partial<OutboxRow>): OutboxRow => ({
    attemptId,
    userId,
    assessment: 'hld',
    payload: { answer: '[]', times: 60 },
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: '',
    state: 'pending',
    ...extra,
  });

  it('is the unsent signed results, then a count for each test in progress of a student signed in without a network', async () => {
    db = new AppDatabase('collect-test');
    const signed = 'R1~4~attempt-0001~7~hld~3~01~0a0b~60~a~b~c2Vh~c2ln';
    await db.outbox.bulkPut([
      row('attempt-0001', -7, { signed }),
      row('attempt-0002', -8, { signed: signed.replace('0001', '0002'), state: 'rejected' }),
      row('attempt-0003', 12, {}),
    ]);
    const questions = [1, 2, 3].map((id) => ({ id, name: `题${id}`, options: [] }));
    await db.sessions.bulkPut([
      { attemptId: 's-1', userId: -9, assessment: 'mbti', version: '3', questions, answers: { 1: { value: 'a', at: 1 } }, position: 1, startedAt: 1, activeMs: 0 },
      { attemptId: 's-2', userId: -10, assessment: 'hld', version: '3', questions, answers: {}, position: 0, startedAt: 1, activeMs: 0 },
      { attemptId: 's-3', userId: 13, assessment: 'hld', version: '3', questions, answers: { 1: { value: 2, at: 1 } }, position: 1, startedAt: 1, activeMs: 0 },
    ]);
    const { lines, finished } = await collectableLines(db, 4);
    expect(finished).toBe(1);
    expect(lines).toEqual([signed, 'P1~4~9~mbti~1~3']);
    const read = readQr(packForQr(lines)[0]);
    expect(read.kind === 'ours' && [read.results.length, read.progress.length, read.unreadable]).toEqual([1, 1, 0]);
  });
});
