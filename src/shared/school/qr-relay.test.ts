import { describe, expect, it } from 'vitest';
import { packForQr, progressLineOf, QR_HEADER, readQr } from './qr-relay';
import { signedTextOf, withSignature } from './signed-result';

const line = (n: number) =>
  withSignature(
    signedTextOf({
      deviceId: 7,
      attemptId: `attempt-${String(n).padStart(4, '0')}`,
      studentId: 30 + n,
      assessment: 'hld',
      version: '3',
      answers: '0120',
      itemTimes: '0a0b__0c',
      seconds: 300,
      startedAt: 1_780_000_000_000,
      finishedAt: 1_780_000_300_000,
      sealedPin: 'c2VhbGVk',
    }),
    's1gnature',
  );

describe('the QR relay’s codes', () => {
  it('packs whole lines into codes no longer than the limit, and reads them back', () => {
    const lines = [line(1), line(2), line(3), progressLineOf({ deviceId: 7, studentId: 40, assessment: 'mbti', answered: 12, total: 76 })];
    const codes = packForQr(lines, line(1).length * 2 + QR_HEADER.length + 2);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code.startsWith(`${QR_HEADER}\n`)).toBe(true);
    const read = codes.map(readQr);
    const results = read.flatMap((r) => (r.kind === 'ours' ? r.results : []));
    expect(results.map((r) => [r.studentId, r.attemptId])).toEqual([
      [31, 'attempt-0001'],
      [32, 'attempt-0002'],
      [33, 'attempt-0003'],
    ]);
    expect(read.flatMap((r) => (r.kind === 'ours' ? r.progress : []))).toEqual([{ deviceId: 7, studentId: 40, assessment: 'mbti', answered: 12, total: 76 }]);
  });

  it('calls a code of something else foreign, and counts lines that do not read', () => {
    expect(readQr('https://example.com/')).toEqual({ kind: 'foreign' });
    expect(readQr(QR_HEADER)).toEqual({ kind: 'foreign' });
    const damaged = readQr(`${QR_HEADER}\n${line(1).slice(0, 40)}\n${line(2)}`);
    expect(damaged.kind === 'ours' && [damaged.results.length, damaged.unreadable]).toEqual([1, 1]);
  });
});
