import { describe, expect, it } from 'vitest';
import { reorder } from './reorder';

const rows = (...sorts: number[]) => sorts.map((sort, i) => ({ id: i + 1, sort }));

describe('reorder', () => {
  it('swaps an item with its neighbour and renumbers only the rows whose place changed', () => {
    const moved = reorder(rows(0, 1, 2, 3), 3, 'up')!;
    expect(moved.order.map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect([moved.from, moved.to]).toEqual([2, 1]);
    expect(moved.renumbered).toEqual([
      { id: 3, sort: 1 },
      { id: 2, sort: 2 },
    ]);
  });

  it('mends ties and gaps left by older data while it moves', () => {
    // Ids 1 and 2 share place 0 and 3 sits at 5; after the move 2 keeps its 0, 1 and 3 get 1 and 2.
    expect(reorder(rows(0, 0, 5), 1, 'down')!.renumbered).toEqual([
      { id: 1, sort: 1 },
      { id: 3, sort: 2 },
    ]);
  });

  it('moves nothing at an end, and knows no stranger', () => {
    const top = reorder(rows(0, 1), 1, 'up')!;
    expect([top.from, top.to, top.renumbered]).toEqual([0, 0, []]);
    expect(reorder(rows(0, 1), 2, 'down')!.to).toBe(1);
    expect(reorder(rows(0, 1), 9, 'up')).toBeUndefined();
  });
});
