// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packForQr, progressLineOf } from '#shared/school/qr-relay';
import { parseSignedResult, signedTextOf, withSignature } from '#shared/school/signed-result';
import { makeDeviceKeys, signResult } from '#client/lib/device-crypto';
import { AppDatabase } from '#client/offline/schema';
import type { KeptClass } from './kept-classes';
import { checkByKeptClasses, keepScan, uploadScanned } from './scanned-store';

let db: AppDatabase;
let n = 0;
afterEach(async () => {
  vi.unstubAllGlobals();
  await db?.delete();
});

const line = (student: number) =>
  withSignature(
    signedTextOf({
      deviceId: 3,
      attemptId: `attempt-of-${student}`,
      studentId: student,
      assessment: 'hld',
      version: '3',
      answers: '012',
      itemTimes: '0a0b0c',
      seconds: 90,
      startedAt: 1_780_000_000_000,
      finishedAt: 1_780_000_090_000,
      sealedPin: 'c2VhbGVk',
    }),
    'c2ln',
  );

/** A tablet the phone has no key of: the server decides. */
const unknownTablet = async () => null;

/** The server as the phone meets it: each line answered by `answer`, every body recorded. */
function server(answer: (result: string) => { code: number; msg?: string; data?: unknown } | 'offline') {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const result = new URLSearchParams(String(init.body)).get('result') ?? '';
      sent.push(result);
      const reply = answer(result);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ msg: '', data: null, ...reply }), { status: 200 });
    }),
  );
  return sent;
}

describe('the phone’s scanned results', () => {
  it('keeps each result once however often its code is scanned, and the newest count of a test in progress', async () => {
    db = new AppDatabase(`scan-${n++}`);
    const [code] = packForQr([line(41), line(42), progressLineOf({ deviceId: 3, studentId: 43, assessment: 'mbti', answered: 5, total: 76 })]);
    const first = await keepScan(db, code, unknownTablet, 1000);
    expect(first.kind === 'read' && [first.added.map((r) => r.studentId), first.again, first.progress]).toEqual([[41, 42], 0, 1]);
    const again = await keepScan(db, code, unknownTablet, 2000);
    expect(again.kind === 'read' && [again.added.length, again.again]).toEqual([0, 2]);
    await keepScan(db, packForQr([progressLineOf({ deviceId: 3, studentId: 43, assessment: 'mbti', answered: 2, total: 76 })])[0], unknownTablet);
    expect(await db.scanned.count()).toBe(2);
    expect((await db.scannedProgress.get('43:mbti'))?.answered).toBe(5);
    expect(await keepScan(db, 'WIFI:S:school;;', unknownTablet)).toEqual({ kind: 'foreign' });
  });

  it('checks a known tablet’s results by the kept class lists: a changed answer, a finish after the stop, another class’s student are not kept', async () => {
    db = new AppDatabase(`scan-${n++}`);
    const [working, stopped] = [await makeDeviceKeys(), await makeDeviceKeys()];
    const fields = parseSignedResult(line(61))!;
    const classes: KeptClass[] = [
      {
        id: 1,
        label: '七年级3班',
        students: [61, 62, 63].map((id) => ({ id, name: `学生${id}` })),
        tablets: [
          { id: 3, publicKey: working.publicKey, stoppedAt: null },
          // Stopped 10 s into the test of student 63 below.
          { id: 4, publicKey: stopped.publicKey, stoppedAt: fields.finishedAt - 80_000 },
        ],
      },
      { id: 2, label: '七年级4班', students: [{ id: 71, name: '学生71' }], tablets: [] },
    ];
    const real = await signResult({ ...fields, deviceId: 3 }, working.privateKey);
    const parts = real.split('~');
    parts[6] = `${parts[6][0] === '0' ? '1' : '0'}${parts[6].slice(1)}`;
    const beforeStop = await signResult({ ...fields, deviceId: 4, studentId: 62, attemptId: 'before-the-stop', finishedAt: fields.finishedAt - 80_001 }, stopped.privateKey);
    const afterStop = await signResult({ ...fields, deviceId: 4, studentId: 63, attemptId: 'after-the-stop' }, stopped.privateKey);
    const otherClass = await signResult({ ...fields, deviceId: 3, studentId: 71, attemptId: 'of-another-class' }, working.privateKey);
    const otherTablet = await signResult({ ...fields, deviceId: 9, studentId: 99, attemptId: 'of-a-tablet-set-up-since' }, working.privateKey);
    const code = packForQr([real.replace('~61~', '~62~'), parts.join('~'), real, beforeStop, afterStop, otherClass, otherTablet]);
    const outcomes = await Promise.all(code.map((c) => keepScan(db, c, checkByKeptClasses(classes))));
    const added = outcomes.flatMap((o) => (o.kind === 'read' ? o.added.map((r) => r.studentId) : []));
    const refused = outcomes.flatMap((o) => (o.kind === 'read' ? [o.refused] : []));
    expect(added).toEqual([61, 62, 99]);
    expect(refused.reduce((sum, r) => ({ altered: sum.altered + r.altered, stopped: sum.stopped + r.stopped, otherClass: sum.otherClass + r.otherClass }))).toEqual({
      altered: 2,
      stopped: 1,
      otherClass: 1,
    });
    expect((await db.scanned.toArray()).map((r) => r.line).sort()).toEqual([real, beforeStop, otherTablet].sort());
  });

  it('uploads each pending result, keeps the server’s answer, and waits while there is no network', async () => {
    db = new AppDatabase(`scan-${n++}`);
    await keepScan(db, packForQr([line(51), line(52), line(53)])[0], unknownTablet, 1000);
    let online = false;
    const sent = server((result) => {
      if (!online) return 'offline';
      if (result.includes('~52~')) return { code: 1000, data: { outcome: 'held', message: '登录时输入的密码和这位同学的密码对不上，结果已交给老师确认，暂时不算成绩' } };
      if (result.includes('~53~')) return { code: 4000, msg: '这份测评结果被改动过，和平板签名时的内容不一致，不能接收' };
      return { code: 1000, data: { outcome: 'stored', message: '已上传' } };
    });
    expect(await uploadScanned(db, 2000)).toEqual({ sent: 0, waiting: 3 });
    expect(await db.scanned.where('state').equals('pending').count()).toBe(3);
    online = true;
    // Not due yet after the failure, then due once the backoff has passed.
    expect(await uploadScanned(db, 2001)).toEqual({ sent: 0, waiting: 3 });
    expect(await uploadScanned(db, 2000 + 5 * 60_000)).toEqual({ sent: 1, waiting: 0 });
    const states = Object.fromEntries((await db.scanned.toArray()).map((r) => [r.studentId, [r.state, r.message.slice(0, 8)]]));
    expect(states).toEqual({ 51: ['stored', '已上传'], 52: ['held', '登录时输入的密码'], 53: ['refused', '这份测评结果被改'] });
    const before = sent.length;
    expect(await uploadScanned(db, 2000 + 10 * 60_000)).toEqual({ sent: 0, waiting: 0 });
    expect(sent.length).toBe(before);
  });
});
