import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import { mergeBoardChanges } from '#shared/school/board-changes';
import { IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { classBoard } from '#server/school/class-board';
import { createTestApp, type TestApp } from './harness';
import { makeSchool, setUpTablet } from './school-fixture';
import { acceptedAnswer } from './sheets';

/**
 * The board at scale (docs/SCHOOL.md, "The board at scale"): a poll that names the version it shows is
 * answered "unchanged" from one row after the access check, and the version moves with everything the
 * board shows — raised by the database itself, so every writer and every app instance agrees.
 */

let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [
      {
        grade: 7,
        name: '3班',
        students: [
          { name: '王小明', consent: true },
          { name: '李小红', consent: true },
          { name: '孙小强', consent: true },
        ],
      },
      { grade: 7, name: '4班', students: [{ name: '陈小东', consent: true }] },
    ],
  });
});
afterAll(async () => t?.close());

const MIN = 60_000;
const teacher = () => ({ token: school.teacher.token });
const [three, four] = [() => school.classes[0], () => school.classes[1]];

async function poll(classId: number, since?: string) {
  const res = await t.call<ClassBoard | BoardChanges | BoardUnchanged>('/api/school/getClassBoard', { classId, ...(since ? { since } : {}) }, teacher());
  expect(res.code, res.msg).toBe(1000);
  return res.data;
}
const versionOf = async (classId = three().id) => (await poll(classId)).version;

const tablet = (classId: number) => setUpTablet(t, classId, school.teacher.token, { label: '1号平板' });

/** The statements the board's service runs for one poll, on a Db that logs them over the test app's own connection. */
async function statementsOf(classId: number, since: string | undefined): Promise<string[]> {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (t.database.db as unknown as { $client: never }).$client;
  const logged = (t.database.kind === 'pglite' ? drizzlePglite(client, { schema, logger }) : drizzlePostgres(client, { schema, logger })) as unknown as Db;
  const [teacherRow] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.mobile, school.teacher.mobile));
  await classBoard(logged, teacherRow.id, classId, undefined, t.clock.now(), since);
  return statements;
}

describe('the class board’s version', () => {
  it('answers an unchanged poll with its version and the server’s clock, and nothing of the board', async () => {
    const now = t.clock.now().getTime();
    const assigned = await t.call(
      '/api/school/createAssignment',
      {
        classId: three().id,
        assessments: 'hld',
        startsAt: new Date(now - MIN).toISOString(),
        endsAt: new Date(now + 45 * MIN).toISOString(),
      },
      teacher(),
    );
    expect(assigned.code, assigned.msg).toBe(1000);
    const full = (await poll(three().id)) as ClassBoard;
    expect(full.students).toHaveLength(3);
    expect(await poll(three().id, full.version)).toEqual({ unchanged: true, version: full.version, now: t.clock.now().toISOString() });
  });

  it('does no per-student work for an unchanged poll: the access check and one row of class_board_stamps', async () => {
    const version = await versionOf();
    const unchanged = await statementsOf(three().id, version);
    const full = await statementsOf(three().id, undefined);
    const perStudent = /attempt_progress|assessment_results|class_students|school_students|class_devices/;
    expect(unchanged.filter((sql) => perStudent.test(sql))).toEqual([]);
    expect(unchanged.filter((sql) => sql.includes('class_board_stamps'))).toHaveLength(1);
    expect(full.filter((sql) => perStudent.test(sql)).length).toBeGreaterThan(2);
    // The same statements for a class of one: its cost does not grow with the class.
    expect(await statementsOf(four().id, await versionOf(four().id))).toEqual(unchanged.map((sql) => sql));
  });

  it('moves with a progress report and a result of a student of the class, not with another class’s', async () => {
    const student = three().students[0];
    const device = await tablet(three().id);
    const login = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: student.id, pin: student.pin }, { headers: { [CLASS_DEVICE_HEADER]: device } });
    let version = await versionOf();
    const progress = await t.call(
      '/api/school/reportProgress',
      { reports: JSON.stringify([{ attemptId: 'a-board-1', assessment: 'hld', answered: 1, total: 80, finished: false, at: t.clock.now().getTime() }]) },
      { token: login.data.token, headers: { [CLASS_DEVICE_HEADER]: device } },
    );
    expect(progress.code, progress.msg).toBe(1000);
    expect(await versionOf()).not.toBe(version);

    version = await versionOf();
    const other = await versionOf(four().id);
    const submitted = await t.call('/api/hld/submitAnswer', acceptedAnswer('hld', 1), { token: login.data.token, headers: { [IDEMPOTENCY_HEADER]: 'a-board-1' } });
    expect(submitted.code, submitted.msg).toBe(1000);
    expect(await versionOf()).not.toBe(version);
    expect(await versionOf(four().id)).toBe(other);
  });

  it('moves with the roster, a consent, an assignment cancelled and a tablet revoked; a tablet’s request alone does not move it', async () => {
    const { db } = t.database;
    const steps: [string, () => Promise<unknown>][] = [
      ['a student renamed', () => db.update(schema.schoolStudents).set({ name: '王小明明' }).where(eq(schema.schoolStudents.id, three().students[1].id))],
      [
        'a consent recorded',
        () => t.call('/api/school/recordConsent', { studentIds: String(three().students[2].id), method: '家长签字的纸质同意书', date: '2026-09-01' }, teacher()),
      ],
      ['a student moved out', () => db.delete(schema.classStudents).where(eq(schema.classStudents.studentId, three().students[2].id))],
      ['a tablet revoked', () => db.update(schema.classDevices).set({ revokedAt: t.clock.now() }).where(eq(schema.classDevices.classId, three().id))],
      ['an assignment cancelled', () => db.update(schema.classAssignments).set({ cancelledAt: t.clock.now() }).where(eq(schema.classAssignments.classId, three().id))],
    ];
    for (const [what, step] of steps) {
      const before = await versionOf();
      await step();
      expect(await versionOf(), what).not.toBe(before);
    }
    const before = await versionOf();
    await db.update(schema.classDevices).set({ lastSeenAt: t.clock.now() }).where(eq(schema.classDevices.classId, three().id));
    expect(await versionOf()).toBe(before);
  });

  it('moves with the minute of the server’s clock, for what time alone changes', async () => {
    const before = await versionOf();
    t.clock.advance(MIN);
    expect(await versionOf()).not.toBe(before);
  });

  it('refuses a malformed version and changes nothing', async () => {
    const res = await t.call('/api/school/getClassBoard', { classId: three().id, since: 'abc' }, teacher());
    expect(res.code).toBe(4000);
    expect(res.msg).toContain('看板版本无效');
  });
});

describe('a changed board', () => {
  let device: string;
  let token: string;
  const student = () => three().students[0];

  async function report(attemptId: string, answered: number) {
    const res = await t.call(
      '/api/school/reportProgress',
      { reports: JSON.stringify([{ attemptId, assessment: 'hld', answered, total: 80, finished: false, at: t.clock.now().getTime() }]) },
      { token, headers: { [CLASS_DEVICE_HEADER]: device } },
    );
    expect(res.code, res.msg).toBe(1000);
  }

  beforeAll(async () => {
    const now = t.clock.now().getTime();
    const assigned = await t.call(
      '/api/school/createAssignment',
      // From now: the result of the tests above is before the window.
      { classId: three().id, assessments: 'hld', startsAt: new Date(now).toISOString(), endsAt: new Date(now + 45 * MIN).toISOString() },
      teacher(),
    );
    expect(assigned.code, assigned.msg).toBe(1000);
    device = await tablet(three().id);
    const login = await t.call<{ token: string }>('/api/school/pinLogin', { studentId: student().id, pin: student().pin }, { headers: { [CLASS_DEVICE_HEADER]: device } });
    expect(login.code, login.msg).toBe(1000);
    token = login.data.token;
  });

  it('sends only the students whose progress or results changed; merged, the board equals the whole one', async () => {
    const shown = (await poll(three().id)) as ClassBoard;
    expect(shown.students.length).toBeGreaterThan(1);
    await report('a-board-2', 5);
    const progressed = (await poll(three().id, shown.version)) as BoardChanges;
    expect(progressed.changes).toBe(true);
    expect(progressed.students.map((s) => s.id)).toEqual([student().id]);
    expect(progressed.students[0].cells.hld).toMatchObject({ state: 'in-progress', answered: 5 });
    const merged = mergeBoardChanges(shown, progressed)!;
    expect(merged).toEqual(await poll(three().id));

    // A second result of the same student: the board holds the newest one only.
    const submitted = await t.call<{ id: number }>('/api/hld/submitAnswer', acceptedAnswer('hld', 2), { token, headers: { [IDEMPOTENCY_HEADER]: 'a-board-2' } });
    expect(submitted.code, submitted.msg).toBe(1000);
    const uploaded = (await poll(three().id, merged.version)) as BoardChanges;
    expect(uploaded.students.map((s) => [s.id, s.cells.hld?.state, s.cells.hld?.resultId])).toEqual([[student().id, 'uploaded', submitted.data.id]]);
    expect(mergeBoardChanges(merged, uploaded)).toEqual(await poll(three().id));
  });

  it('sends no student when only the minute moved, and the whole board after a change of its frame or to a poll over ten minutes old', async () => {
    const shown = (await poll(three().id)) as ClassBoard;
    t.clock.advance(MIN);
    const later = (await poll(three().id, shown.version)) as BoardChanges;
    expect([later.changes, later.students]).toEqual([true, []]);

    await t.database.db.update(schema.schoolStudents).set({ name: '王小明二' }).where(eq(schema.schoolStudents.id, student().id));
    const renamed = await poll(three().id, later.version);
    expect(renamed).toHaveProperty('totals');
    expect(renamed).not.toHaveProperty('changes');

    const { version } = renamed;
    t.clock.advance(11 * MIN);
    expect(await poll(three().id, version)).toHaveProperty('totals');
  });

  it('sends the whole board to a poll whose version is ahead of the class’s (a stale or made-up one)', async () => {
    const { version } = await poll(three().id);
    const [stamp, minute] = version.split('.').map(Number);
    expect(await poll(three().id, `${stamp + 5}.${minute}`)).toHaveProperty('totals');
  });
});
