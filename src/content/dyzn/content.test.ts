import { describe, it, expect } from 'vitest';
import type { DyznLevel, IntelligenceKey } from '#shared/assessments/types';
import { dyznInstrument } from './questions';
import { intelligenceContent } from './intelligences';

const KEYS: IntelligenceKey[] = ['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist'];
const LEVELS: DyznLevel[] = ['advantage', 'comparative', 'general', 'weak'];
const NAMES: Record<IntelligenceKey, string> = {
  linguistic: '语言智能',
  logical: '逻辑-数学智能',
  spatial: '空间智能',
  bodily: '身体-运动智能',
  musical: '音乐智能',
  interpersonal: '人际智能',
  intrapersonal: '内省智能',
  naturalist: '自然观察智能',
};

const nonEmpty = (s: unknown): boolean => typeof s === 'string' && s.trim().length > 0;
const duplicates = (xs: string[]): string[] => xs.filter((x, i) => xs.indexOf(x) !== i);

describe('dyzn instrument', () => {
  const { items } = dyznInstrument;

  it('has id, version and four options valued 0-3', () => {
    expect(dyznInstrument.id).toBe('dyzn');
    expect(nonEmpty(dyznInstrument.version)).toBe(true);
    expect(dyznInstrument.options.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    for (const o of dyznInstrument.options) expect(nonEmpty(o.name)).toBe(true);
    expect(duplicates(dyznInstrument.options.map((o) => o.name))).toEqual([]);
  });

  it('has 72 items with unique ids 1..72', () => {
    expect(items).toHaveLength(72);
    const ids = items.map((i) => i.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
  });

  it('has 9 items per intelligence and only known intelligences', () => {
    for (const item of items) expect(KEYS).toContain(item.intelligence);
    for (const key of KEYS) {
      expect(
        items.filter((i) => i.intelligence === key),
        key,
      ).toHaveLength(9);
    }
  });

  it('never puts two items of the same intelligence next to each other', () => {
    const byId = [...items].sort((a, b) => a.id - b.id);
    for (let i = 1; i < byId.length; i++) {
      expect(byId[i].intelligence, `items ${byId[i - 1].id} and ${byId[i].id}`).not.toBe(byId[i - 1].intelligence);
    }
  });

  it('has non-empty, unique item texts written as statements', () => {
    for (const item of items) {
      expect(nonEmpty(item.name), `item ${item.id}`).toBe(true);
      expect(item.name, `item ${item.id}`).toMatch(/。$/);
      expect(item.name, `item ${item.id}`).toMatch(/我/);
    }
    expect(duplicates(items.map((i) => i.name.trim()))).toEqual([]);
  });
});

describe('dyzn intelligence content', () => {
  it('covers exactly the eight intelligences, with matching keys and names', () => {
    expect(Object.keys(intelligenceContent).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(intelligenceContent[key].key).toBe(key);
      expect(intelligenceContent[key].name).toBe(NAMES[key]);
    }
  });

  it('fills every field', () => {
    for (const key of KEYS) {
      const c = intelligenceContent[key];
      for (const field of ['name', 'color', 'summary', 'occupation', 'major'] as const) {
        expect(nonEmpty(c[field]), `${key}.${field}`).toBe(true);
      }
      expect(Object.keys(c.levels).sort()).toEqual([...LEVELS].sort());
      for (const level of LEVELS) {
        expect(nonEmpty(c.levels[level].description), `${key}.${level}.description`).toBe(true);
        expect(nonEmpty(c.levels[level].advice), `${key}.${level}.advice`).toBe(true);
      }
    }
  });

  it('uses distinct hex colours', () => {
    const colors = KEYS.map((k) => intelligenceContent[k].color.toLowerCase());
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(duplicates(colors)).toEqual([]);
  });

  it('lists 8-12 occupations and 6-10 majors, joined with 、', () => {
    for (const key of KEYS) {
      const occupations = intelligenceContent[key].occupation.split('、');
      const majors = intelligenceContent[key].major.split('、');
      expect(occupations.length, `${key} occupations`).toBeGreaterThanOrEqual(8);
      expect(occupations.length, `${key} occupations`).toBeLessThanOrEqual(12);
      expect(majors.length, `${key} majors`).toBeGreaterThanOrEqual(6);
      expect(majors.length, `${key} majors`).toBeLessThanOrEqual(10);
      for (const entry of [...occupations, ...majors]) expect(nonEmpty(entry), key).toBe(true);
      expect(duplicates(occupations), `${key} occupations`).toEqual([]);
      expect(duplicates(majors), `${key} majors`).toEqual([]);
    }
  });

  it('repeats no description or advice across intelligences and levels', () => {
    const descriptions = KEYS.flatMap((k) => LEVELS.map((l) => intelligenceContent[k].levels[l].description));
    const advice = KEYS.flatMap((k) => LEVELS.map((l) => intelligenceContent[k].levels[l].advice));
    expect(descriptions).toHaveLength(32);
    expect(duplicates(descriptions)).toEqual([]);
    expect(duplicates(advice)).toEqual([]);
    expect(duplicates([...descriptions, ...advice])).toEqual([]);
  });

  it('repeats no summary across intelligences', () => {
    expect(duplicates(KEYS.map((k) => intelligenceContent[k].summary))).toEqual([]);
  });
});
