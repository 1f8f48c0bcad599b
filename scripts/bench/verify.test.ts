import { describe, expect, it } from 'vitest';
import { type Check, judgeRows } from './verify';

const check = (over: Partial<Check> = {}): Check => ({
  name: 'district',
  planned: 4,
  okKeys: new Set(['k-0', 'k-1', 'k-2', 'k-3']),
  inFlightKeys: new Set(),
  refusals: {},
  prefix: 'k-',
  ...over,
});
const rows = (...ids: string[]) => ids.map((attempt_id) => ({ attempt_id, n: 1 }));

describe('the bench’s exactly-once verdict', () => {
  it('passes when every planned submission was answered 1000 and stored once', () => {
    expect(judgeRows(check(), rows('k-0', 'k-1', 'k-2', 'k-3'))).toMatchObject({ exactlyOnce: true, allAnswered: true, passed: true, rows: 4 });
  });

  it('fails on a refusal even though what was stored was stored once', () => {
    const verdict = judgeRows(check({ okKeys: new Set(['k-0', 'k-1', 'k-2']), refusals: { '5001': 1 } }), rows('k-0', 'k-1', 'k-2'));
    expect(verdict).toMatchObject({ exactlyOnce: true, allAnswered: false, passed: false, refused: 1 });
  });

  it('fails on a second row, a missing row, or a row stored without a 1000', () => {
    expect(judgeRows(check(), [...rows('k-0', 'k-1', 'k-2'), { attempt_id: 'k-3', n: 2 }])).toMatchObject({ duplicates: 1, exactlyOnce: false });
    expect(judgeRows(check(), rows('k-0', 'k-1', 'k-2'))).toMatchObject({ missing: 1, exactlyOnce: false });
    expect(judgeRows(check({ okKeys: new Set(['k-0', 'k-1', 'k-2']), planned: 3 }), rows('k-0', 'k-1', 'k-2', 'k-3'))).toMatchObject({ extra: 1, exactlyOnce: false });
  });

  it('counts requests in flight at the stop apart: stored or not, they are no second copy, but the run did not answer everything', () => {
    const verdict = judgeRows(check({ okKeys: new Set(['k-0', 'k-1']), inFlightKeys: new Set(['k-2', 'k-3']) }), rows('k-0', 'k-1', 'k-2'));
    expect(verdict).toMatchObject({ exactlyOnce: true, extra: 0, inFlight: 2, inFlightStored: 1, allAnswered: false, passed: false });
  });
});
