import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { deviceCode, schoolCall, schoolWithClass } from './school';
import { signInPage } from './students';
import { type AppServer, startAppServer } from './app-server';
import { expect, test } from './support';

/**
 * The app keeps no state of its own: a second instance on the same PostgreSQL, behind a round-robin
 * balancer, and the class board (whose every refresh lands on either) follows the students whose
 * devices report to either instance. Needs PostgreSQL: CI's browser pass runs it.
 */

test.skip(({ database }) => database !== 'postgres', 'two app instances need one PostgreSQL');
test.setTimeout(2 * 60_000);

const BOARD_LAG_MS = 5000;
let second: AppServer | undefined;
let balancer: http.Server | undefined;
const served = [0, 0];

test.afterAll(async () => {
  await second?.stop();
  await new Promise((resolve) => (balancer ? balancer.close(resolve) : resolve(null)));
});

/** Every request to the next instance in turn, like the simplest load balancer. */
async function roundRobin(ports: number[]): Promise<string> {
  let next = 0;
  balancer = http.createServer((req, res) => {
    const which = next++ % ports.length;
    served[which] += 1;
    const upstream = http.request({ host: '127.0.0.1', port: ports[which], path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(balancer!.address() as AddressInfo).port}`;
}

test('two app instances on one PostgreSQL behind round-robin: the class board follows reports sent to either', async ({ appServer, browser, request }) => {
  second = await startAppServer({ database: 'postgres', joinDatabaseUrl: appServer.databaseUrl });
  const balanced = await roundRobin([appServer.port, second.port]);
  const { admin, classId, students } = await schoolWithClass(request, 4);
  await schoolCall(request, 'recordConsent', { studentIds: students.map((s) => s.id).join(','), method: '书面同意', date: '2026-09-01' }, admin.token);
  const now = Date.now();
  const { id } = await schoolCall<{ id: number }>(
    request,
    'createAssignment',
    { classId: String(classId), assessments: 'hld', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 45 * 60_000).toISOString() },
    admin.token,
  );

  const teacher = await browser.newContext({ baseURL: balanced, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const board = await teacher.newPage();
  await signInPage(board, admin.token, `/school/class/${classId}/board?assignment=${id}`);
  await expect(board.locator('tr[data-student]')).toHaveCount(4);

  // A tablet signs each student in through the balancer; their devices report alternately to each instance.
  const deviceToken = (await (await request.post(`${balanced}/api/school/setupDevice`, { form: { code: await deviceCode(request, admin.token, classId) } })).json()).data
    .deviceToken as string;
  for (const [i, student] of students.entries()) {
    const login = await (
      await request.post(`${balanced}/api/school/pinLogin`, { form: { studentId: String(student.id), pin: student.pin }, headers: { [CLASS_DEVICE_HEADER]: deviceToken } })
    ).json();
    const report = (answered: number) =>
      request.post(`${balanced}/api/school/reportProgress`, {
        form: { reports: JSON.stringify([{ attemptId: `balanced-${student.id}-attempt`, assessment: 'hld', answered, total: 60, finished: answered === 60, at: Date.now() }]) },
        headers: { token: login.data.token, [CLASS_DEVICE_HEADER]: deviceToken },
      });
    const cell = board.locator(`tr[data-student="${student.name}"] td[data-assessment="hld"] [data-state]`);
    expect((await (await report(5 + i)).json()).code).toBe(1000);
    await expect(cell).toHaveAttribute('data-state', 'in-progress', { timeout: BOARD_LAG_MS });
    await expect(cell).toContainText(`第 ${5 + i}/60 题`, { timeout: BOARD_LAG_MS });
    expect((await (await report(60)).json()).code).toBe(1000);
    await expect(cell).toHaveAttribute('data-state', 'finished-waiting', { timeout: BOARD_LAG_MS });
  }
  // Both instances answered: the board's refreshes and the reports were spread over them.
  expect(served[0]).toBeGreaterThan(5);
  expect(served[1]).toBeGreaterThan(5);
  await teacher.close();
});
