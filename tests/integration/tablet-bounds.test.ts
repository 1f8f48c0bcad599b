import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiCode } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { createTestApp, type TestApp } from './harness';
import { makeSchool, setUpTablet } from './school-fixture';

/**
 * A set-up tablet's bounds that need a clock of their own (docs/SCHOOL.md, "Set-up tablets"): the
 * server-wide cap on device-code guesses (TABLET_SETUPS_HOURLY) and a tablet's lifetime.
 */
let t: TestApp;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp({ TABLET_SETUPS_HOURLY: '20' });
  school = await makeSchool(t, { classes: [{ grade: 7, name: '1班', students: [{ name: '王小明', consent: true }] }] });
});
afterAll(async () => t?.close());

const onTablet = (deviceToken: string) => ({ headers: { [CLASS_DEVICE_HEADER]: deviceToken } });

const tablet = (ip = '127.0.0.1') => setUpTablet(t, school.classes[0].id, school.teacher.token, { ip });

it('counts set-ups from every address together; a set-up tablet goes on working when the cap is reached', async () => {
  const working = await tablet();
  const guesses = [];
  for (let i = 0; i < 19; i++) guesses.push((await t.call('/api/school/setupDevice', { code: 'ABCDEF' }, { ip: `198.51.100.${i + 1}` })).code);
  expect(guesses).toEqual(Array(19).fill(ApiCode.INVALID_PARAMS));
  const code = await t.call<{ code: string }>('/api/school/createClassCode', { classId: school.classes[0].id, purpose: 'device' }, { token: school.teacher.token });
  const refused = await t.call('/api/school/setupDevice', { code: code.data.code }, { ip: '203.0.113.7' });
  expect(refused.code).toBe(ApiCode.TOO_MANY_REQUESTS);
  expect((await t.call('/api/school/getDeviceRoster', {}, onTablet(working))).code).toBe(ApiCode.OK);
  t.clock.advance(3600_000);
});

it('a tablet stops working 60 days unused or 180 days after set-up, whichever is first', async () => {
  const idle = await tablet();
  const busy = await tablet();
  for (let day = 0; day < 3; day++) {
    t.clock.advance(59 * 86400_000);
    expect((await t.call('/api/school/getDeviceRoster', {}, onTablet(busy))).code).toBe(ApiCode.OK);
  }
  // Day 177: the idle one has stopped since day 60, the busy one still works.
  const gone = await t.call('/api/school/getDeviceRoster', {}, onTablet(idle));
  expect([gone.code, gone.msg]).toEqual([ApiCode.FORBIDDEN, '这台设备还没有设置为班级平板，或设置已过期、已被老师停用，请让老师重新设置']);
  t.clock.advance(4 * 86400_000);
  expect((await t.call('/api/school/getDeviceRoster', {}, onTablet(busy))).code).toBe(ApiCode.FORBIDDEN);
  // The teacher's list leaves them out (signed in again: months have passed).
  const login = await t.call<{ token: string }>('/api/user/login', { mobile: school.teacher.mobile, password: school.teacher.password });
  const listed = await t.call<{ id: number }[]>('/api/school/getClassDevices', { classId: school.classes[0].id }, { token: login.data.token });
  expect(listed.data).toEqual([]);
});
