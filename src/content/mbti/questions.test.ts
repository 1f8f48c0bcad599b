import { describe, it, expect } from 'vitest';
import type { MbtiDimension, MbtiPole } from '#shared/assessments/types';
import { mbtiInstrument } from './questions';

const DIMENSIONS: MbtiDimension[] = ['EI', 'SN', 'TF', 'JP'];
const poles = (d: MbtiDimension): [MbtiPole, MbtiPole] => [d[0] as MbtiPole, d[1] as MbtiPole];
const items = mbtiInstrument.items;

describe('mbtiInstrument', () => {
  it('has the expected id and version', () => {
    expect(mbtiInstrument.id).toBe('mbti');
    expect(mbtiInstrument.version).toBe('2026.1');
  });

  it('has 76 items with unique ids 1..76', () => {
    expect(items).toHaveLength(76);
    const ids = items.map((item) => item.id).sort((x, y) => x - y);
    expect(new Set(ids).size).toBe(76);
    expect(ids).toEqual(Array.from({ length: 76 }, (_, i) => i + 1));
  });

  it('has 19 items per dimension (odd, so no dimension can tie)', () => {
    for (const d of DIMENSIONS) {
      expect(items.filter((item) => item.dimension === d)).toHaveLength(19);
    }
  });

  it('keys option a to a pole of the item dimension', () => {
    for (const item of items) {
      expect(poles(item.dimension)).toContain(item.aPole);
    }
  });

  it('balances keying: option a is the first pole in 9 or 10 items of each dimension', () => {
    for (const d of DIMENSIONS) {
      const first = poles(d)[0];
      const count = items.filter((item) => item.dimension === d && item.aPole === first).length;
      expect([9, 10], `dimension ${d}`).toContain(count);
    }
  });

  it('never puts two items of the same dimension next to each other', () => {
    for (let i = 1; i < items.length; i++) {
      expect(items[i].dimension, `items ${items[i - 1].id} and ${items[i].id}`).not.toBe(items[i - 1].dimension);
    }
  });

  it('has no empty strings', () => {
    for (const item of items) {
      expect(item.name.trim(), `item ${item.id} name`).not.toBe('');
      expect(item.a.trim(), `item ${item.id} a`).not.toBe('');
      expect(item.b.trim(), `item ${item.id} b`).not.toBe('');
      if (item.bname !== undefined) {
        expect(item.bname.trim(), `item ${item.id} bname`).not.toBe('');
      }
    }
  });

  it('has no duplicate stems or options', () => {
    const stems = items.map((item) => item.name);
    expect(new Set(stems).size).toBe(stems.length);
    const options = items.flatMap((item) => [item.a, item.b]);
    expect(new Set(options).size).toBe(options.length);
    for (const item of items) {
      expect(item.a, `item ${item.id}`).not.toBe(item.b);
    }
  });
});
