import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, TOKEN_HEADER } from '#shared/api/envelope';
import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import { buildApp } from '#server/app';
import { assertContract, createTestApp, type TestApp } from './harness';
import { makeSchool, signInOnTablet } from './school-fixture';
import { acceptedAnswer } from './sheets';

/**
 * The board pushed (docs/SCHOOL.md, "The board at scale"): a change stored through any app instance reaches
 * the boards open on every instance at once, as only the students it changed; refusals are the usual
 * envelope; the server's clock comes without a change; closing an app ends its streams.
 */

let t: TestApp;
let second: FastifyInstance;
let urls: string[];
let school: Awaited<ReturnType<typeof makeSchool>>;
const MIN = 60_000;
const WATCH = '/api/school/watchClassBoard';

beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t, {
    classes: [{ grade: 7, name: '3班', students: ['王小明', '李小红', '孙小强'].map((name) => ({ name, consent: true })) }],
  });
  second = await buildApp({ db: t.database.db, listen: t.database.listen, env: t.env, sms: t.sms, clock: t.clock, logger: false });
  urls = [await t.app.listen({ port: 0, host: '127.0.0.1' }), await second.listen({ port: 0, host: '127.0.0.1' })];
  const now = t.clock.now().getTime();
  const assigned = await t.call(
    '/api/school/createAssignment',
    { classId: school.classes[0].id, assessments: 'hld', startsAt: new Date(now).toISOString(), endsAt: new Date(now + 45 * MIN).toISOString() },
    { token: school.teacher.token },
  );
  expect(assigned.code, assigned.msg).toBe(1000);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

type Answer = ClassBoard | BoardChanges | BoardUnchanged;
type Event = { event: 'message'; data: Answer } | { event: 'error'; data: { code: number; msg: string } };

const post = (base: string, path: string, body: Record<string, string | number>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });

/**
 * A board held open on `base`, read event by event as the page reads them; each event checked against the
 * contract. On a connection of its own (node:http, no agent), closed with the board like a closed page's.
 */
function openBoard(base: string, body: Record<string, string | number>) {
  let buffer = '';
  let ended = false;
  let wake = () => {};
  return new Promise<{ next(ms?: number): Promise<Event | null>; close(): void }>((resolve, reject) => {
    const call = request(
      `${base}${WATCH}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', [TOKEN_HEADER]: school.teacher.token } },
      (response) => {
        expect(response.headers['content-type']).toContain('text/event-stream');
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => ((buffer += chunk), wake()));
        response.on('close', () => ((ended = true), wake()));
        resolve({
          /** The next event, or null when the stream ended; fails after `ms`. */
          async next(ms = 5000) {
            const deadline = Date.now() + ms;
            while (!buffer.includes('\n\n') && !ended) {
              if (Date.now() > deadline) throw new Error('no event in time');
              await new Promise<void>((woken) => {
                wake = woken;
                setTimeout(woken, deadline - Date.now() + 1);
              });
            }
            if (!buffer.includes('\n\n')) return null;
            const [block] = buffer.split('\n\n', 1);
            buffer = buffer.slice(block.length + 2);
            const lines = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
            const event = { event: lines.event ?? 'message', data: JSON.parse(lines.data) } as Event;
            if (event.event === 'message') assertContract(WATCH, { code: 1000, msg: 'ok', data: event.data });
            return event;
          },
          close: () => call.destroy(),
        });
      },
    );
    call.on('error', reject);
    call.end(new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString());
  });
}

const tokenOnTablet = async (student: { id: number; pin: string }) => (await signInOnTablet(t, school.classes[0].id, school.teacher.token, student)).token;

describe('the class board pushed', () => {
  it('brings a result stored through another app instance to the board open on this one, at once and as only that student', async () => {
    const [ming] = school.classes[0].students;
    const token = await tokenOnTablet(ming);
    const board = await openBoard(urls[0], { classId: school.classes[0].id });
    const first = await board.next();
    expect(first?.event === 'message' && 'totals' in first.data && first.data.students.map((s) => s.name)).toEqual(['王小明', '李小红', '孙小强']);

    const sent = Date.now();
    const stored = await post(urls[1], '/api/hld/submitAnswer', acceptedAnswer('hld', 1), { [TOKEN_HEADER]: token, [IDEMPOTENCY_HEADER]: 'pushed-1' });
    expect(((await stored.json()) as { code: number }).code).toBe(1000);
    let event = await board.next();
    while (event?.event === 'message' && 'unchanged' in event.data) event = await board.next();
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(event?.event === 'message' && 'changes' in event.data && event.data.students.map((s) => [s.name, s.cells.hld?.state])).toEqual([['王小明', 'uploaded']]);
    board.close();
  });

  it('sends the server’s clock every 5 s while nothing changes, with the version it has', async () => {
    const board = await openBoard(urls[1], { classId: school.classes[0].id });
    const first = await board.next();
    const tick = await board.next(7000);
    expect(tick?.data).toEqual({ unchanged: true, version: first?.event === 'message' ? first.data.version : '', now: t.clock.now().toISOString() });
    board.close();
  });

  it('answers a refusal as the usual envelope: no sign-in, a bad version, a teacher of another school', async () => {
    const other = await makeSchool(t, { name: '第二中学', classes: [{ grade: 8, name: '1班', students: [{ name: '周小北', consent: true }] }] });
    for (const [headers, body, code] of [
      [{}, { classId: school.classes[0].id }, 4001],
      [{ [TOKEN_HEADER]: school.teacher.token }, { classId: school.classes[0].id, since: 'abc' }, 4000],
      [{ [TOKEN_HEADER]: other.teacher.token }, { classId: school.classes[0].id }, 4003],
    ] as const) {
      const response = await post(urls[0], WATCH, body, headers);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { code: number }).code).toBe(code);
    }
  });

  it('ends the streams an app holds open when it closes', async () => {
    const third = await buildApp({ db: t.database.db, listen: t.database.listen, env: t.env, sms: t.sms, clock: t.clock, logger: false });
    const board = await openBoard(await third.listen({ port: 0, host: '127.0.0.1' }), { classId: school.classes[0].id });
    expect((await board.next())?.event).toBe('message');
    await third.close();
    expect(await board.next()).toBeNull();
  });
});
