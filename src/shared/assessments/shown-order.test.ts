import { describe, expect, it } from 'vitest';
import { shownIds, shownOrder } from './shown-order';
import type { HldInstrument } from './types';

const base: HldInstrument = {
  id: 'hld',
  version: 't',
  options: [
    { name: '是', value: 2 },
    { name: '否', value: 0 },
  ],
  consistencyPairs: [],
  items: [1, 2, 3, 4].map((id) => ({ id, type: 'R' as const, name: `题${id}` })),
};

describe('shownOrder', () => {
  it('is the item order when there are no validity items', () => {
    expect(shownIds(base)).toEqual([1, 2, 3, 4]);
  });

  it('places each validity item at its position, whatever order they are listed in', () => {
    const withChecks: HldInstrument = {
      ...base,
      checks: [
        { id: 902, at: 5, kind: 'instructed', name: '请选“否”', accepted: [0] },
        { id: 901, at: 0, kind: 'infrequency', name: '我骑恐龙上学', accepted: [0] },
      ],
    };
    expect(shownIds(withChecks)).toEqual([901, 1, 2, 3, 4, 902]);
    const slots = shownOrder(withChecks);
    expect(slots[0].check?.kind).toBe('infrequency');
    expect(slots[1].item?.type).toBe('R');
  });
});
