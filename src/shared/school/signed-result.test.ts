import { describe, expect, it } from 'vitest';
import { packAnswers, parseSignedResult, type SignedResultFields, signedTextOf, unpackAnswers, withSignature } from './signed-result';

const fields: SignedResultFields = {
  deviceId: 12,
  attemptId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
  studentId: 345,
  assessment: 'mbti',
  version: 'v3.1',
  answers: 'abba',
  itemTimes: '0a__zz01',
  seconds: 420,
  startedAt: 1_780_000_000_000,
  finishedAt: 1_780_000_420_000,
  sealedPin: 'BASE64url_-sealed',
};

describe('a signed result line', () => {
  it('reads back exactly what was written, with the text the signature covers', () => {
    const line = withSignature(signedTextOf(fields), 'c2lnbmF0dXJl');
    const read = parseSignedResult(line);
    expect(read).toEqual({ ...fields, signedText: signedTextOf(fields), signature: 'c2lnbmF0dXJl' });
  });

  it('is not one when a field is missing, malformed or out of its alphabet', () => {
    const good = signedTextOf(fields);
    for (const bad of [
      good,
      withSignature(good.replace('~mbti~', '~xyz~'), 'sig'),
      withSignature(good.replace('~345~', '~0345~'), 'sig'),
      withSignature(good.replace('~abba~', '~abca~'), 'sig'),
      withSignature(good.replace('~0a__zz01~', '~0a__zz0~'), 'sig'),
      withSignature(good, 'not base64!'),
      withSignature(good.replace('R1~', 'R2~'), 'sig'),
      `${withSignature(good, 'sig')}~extra`,
      'x'.repeat(2001),
    ]) {
      expect(parseSignedResult(bad)).toBeNull();
    }
  });
});

describe('packing a sheet', () => {
  it('writes answers and tenths of a second in ascending question id, and reads them back', () => {
    const packed = packAnswers({ 30: { value: 2, ms: 1240 }, 4: { value: 0 }, 17: { value: 3, ms: 999_999 } });
    expect(packed).toEqual({ answers: '032', itemTimes: '__zz0c' });
    expect(unpackAnswers([17, 30, 4], packed.answers, packed.itemTimes)).toEqual([
      { id: 4, value: '0' },
      { id: 17, value: '3', ms: 129_500 },
      { id: 30, value: '2', ms: 1200 },
    ]);
  });

  it('refuses a sheet whose count is not the instrument’s', () => {
    expect(unpackAnswers([1, 2, 3], '01', '0000')).toBeNull();
  });
});
