import { describe, it, expect } from 'vitest';
import type { HollandType } from '#shared/assessments/types';
import { hldInstrument } from './questions';
import { hollandTypeContent } from './types';
import { hollandGroupContent } from './groups';
import { NOT_STRONGEST } from '#shared/assessments/hld';

const ORDER: HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];
const TYPE_NAMES: Record<HollandType, string> = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
};

/** Character count as a reader sees it (code points, punctuation included). */
const len = (s: string): number => [...s].length;
const list = (s: string): string[] => s.split('、');

/** All 20 unordered three-type combinations, letters in R-I-A-S-E-C order. */
function allGroupKeys(): string[] {
  const keys: string[] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) for (let c = b + 1; c < 6; c++) keys.push(ORDER[a] + ORDER[b] + ORDER[c]);
  return keys;
}

function expectCleanList(s: string, min: number, max: number): void {
  const parts = list(s);
  expect(parts.length).toBeGreaterThanOrEqual(min);
  expect(parts.length).toBeLessThanOrEqual(max);
  for (const p of parts) {
    expect(p.trim()).toBe(p);
    expect(p.length).toBeGreaterThan(0);
  }
  expect(new Set(parts).size).toBe(parts.length);
}

describe('hld instrument', () => {
  const items = hldInstrument.items;

  it('has the expected id, version and options', () => {
    expect(hldInstrument.id).toBe('hld');
    expect(hldInstrument.version).toBe('2026.1');
    expect(hldInstrument.options).toEqual([
      { name: '是', value: 2 },
      { name: '不确定', value: 1 },
      { name: '否', value: 0 },
    ]);
  });

  it('has 72 items with unique ids 1..72', () => {
    expect(items).toHaveLength(72);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(72);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
  });

  it('has exactly 12 items per type', () => {
    for (const t of ORDER) {
      expect(items.filter((i) => i.type === t)).toHaveLength(12);
    }
  });

  it('never puts two items of the same type next to each other', () => {
    const sorted = [...items].sort((a, b) => a.id - b.id);
    for (let k = 1; k < sorted.length; k++) {
      expect(sorted[k].type).not.toBe(sorted[k - 1].type);
    }
  });

  it('rotates through R, I, A, S, E, C in order', () => {
    for (const item of items) {
      expect(item.type).toBe(ORDER[(item.id - 1) % 6]);
    }
  });

  it('has non-empty, unique item texts that are single statements', () => {
    const names = items.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name.trim()).toBe(name);
      expect(len(name)).toBeGreaterThanOrEqual(10);
      expect(len(name)).toBeLessThanOrEqual(40);
      expect(name.endsWith('。')).toBe(true);
      // exactly one sentence, no questions or double negatives
      expect(name.slice(0, -1)).not.toMatch(/[。？！?!]/);
      expect(name).not.toMatch(/不.{0,6}不/);
      expect(name).toContain('我');
    }
  });
});

describe('holland type content', () => {
  it('covers the six types with matching keys and names', () => {
    expect(Object.keys(hollandTypeContent).sort()).toEqual([...ORDER].sort());
    for (const t of ORDER) {
      expect(hollandTypeContent[t].type).toBe(t);
      expect(hollandTypeContent[t].name).toBe(TYPE_NAMES[t]);
    }
  });

  it('has every field non-empty and within the intended lengths', () => {
    for (const t of ORDER) {
      const c = hollandTypeContent[t];
      for (const v of Object.values(c)) {
        expect(typeof v).toBe('string');
        expect((v as string).trim().length).toBeGreaterThan(0);
      }
      expect(len(c.nature)).toBeGreaterThanOrEqual(100);
      expect(len(c.nature)).toBeLessThanOrEqual(160);
      expect(len(c.high)).toBeGreaterThanOrEqual(80);
      expect(len(c.high)).toBeLessThanOrEqual(140);
      expect(len(c.low)).toBeGreaterThanOrEqual(60);
      expect(len(c.low)).toBeLessThanOrEqual(100);
      expectCleanList(c.major, 8, 12);
      expectCleanList(c.occupation, 10, 14);
    }
  });
});

describe('holland type texts claim nothing the scores do not allow', () => {
  it('has the "not your strongest" clause once in every middle text, so the report can drop it within the band', () => {
    for (const c of Object.values(hollandTypeContent)) {
      expect(c.middle.startsWith(`你对${c.name}的活动有一定兴趣${NOT_STRONGEST}`), c.type).toBe(true);
      expect(c.middle.split(NOT_STRONGEST)).toHaveLength(2);
    }
  });

  it('does not say in a low text that another type is preferred (all six can be low on one sheet)', () => {
    for (const c of Object.values(hollandTypeContent)) expect(c.low, c.type).not.toMatch(/更喜欢和|更看重|更喜欢有明确|把精力放在|更喜欢自由/);
  });
});

describe('holland group content', () => {
  const expectedKeys = allGroupKeys();

  it('has all 20 combinations and nothing else', () => {
    expect(expectedKeys).toHaveLength(20);
    expect(Object.keys(hollandGroupContent).sort()).toEqual([...expectedKeys].sort());
  });

  it('keys each group by three distinct letters in R-I-A-S-E-C order', () => {
    for (const [key, g] of Object.entries(hollandGroupContent)) {
      expect(g.key).toBe(key);
      expect(key).toMatch(/^[RIASEC]{3}$/);
      const idx = [...key].map((ch) => ORDER.indexOf(ch as HollandType));
      expect(idx[0]).toBeLessThan(idx[1]);
      expect(idx[1]).toBeLessThan(idx[2]);
    }
  });

  it('has every field non-empty and within the intended lengths', () => {
    for (const g of Object.values(hollandGroupContent)) {
      for (const v of Object.values(g)) {
        expect(typeof v).toBe('string');
        expect((v as string).trim().length).toBeGreaterThan(0);
      }
      expect(g.group_type.endsWith('型')).toBe(true);
      expect(len(g.description)).toBeGreaterThanOrEqual(80);
      expect(len(g.description)).toBeLessThanOrEqual(140);
      expectCleanList(g.group_major, 6, 10);
      expectCleanList(g.group_occupation, 8, 12);
    }
  });
});

describe('no shared text', () => {
  it('has no duplicate strings across types and groups', () => {
    const texts: string[] = [];
    for (const c of Object.values(hollandTypeContent)) {
      texts.push(c.name, c.nature, c.major, c.occupation, c.high, c.low);
    }
    for (const g of Object.values(hollandGroupContent)) {
      texts.push(g.group_type, g.description, g.group_major, g.group_occupation);
    }
    const seen = new Map<string, number>();
    for (const s of texts) seen.set(s, (seen.get(s) ?? 0) + 1);
    const dupes = [...seen].filter(([, n]) => n > 1).map(([s]) => s);
    expect(dupes).toEqual([]);
  });

  it('shares no sentence between any two descriptive texts', () => {
    const owners = new Map<string, string>();
    const add = (owner: string, text: string) => {
      for (const sentence of text.split(/[。！？]/).map((s) => s.trim())) {
        if (sentence.length < 8) continue; // short connectives like 「这很正常」 are not content
        const prev = owners.get(sentence);
        expect(prev === undefined || prev === owner, `「${sentence}」 in ${prev} and ${owner}`).toBe(true);
        owners.set(sentence, owner);
      }
    };
    for (const c of Object.values(hollandTypeContent)) {
      add(`${c.type}.nature`, c.nature);
      add(`${c.type}.high`, c.high);
      add(`${c.type}.low`, c.low);
    }
    for (const g of Object.values(hollandGroupContent)) add(`${g.key}.description`, g.description);
    for (const i of hldInstrument.items) add(`item ${i.id}`, i.name);
  });
});
