import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { MbtiTypeContent } from '#shared/assessments/types';
import { extravertTypes } from './types-extravert';

const TYPES = ['ESTP', 'ESFP', 'ENFP', 'ENTP', 'ESTJ', 'ESFJ', 'ENFJ', 'ENTJ'];

const FIELDS: (keyof MbtiTypeContent)[] = [
  'type',
  'name',
  'mingren',
  'mingren_avatar',
  'mingren_desc',
  'mingren_tezheng',
  't_subname',
  't_nature',
  't_leader',
  't_learn',
  't_defect',
  't_develop',
  't_work',
  't_domain',
  't_occupation',
  't_major',
  'z_subname',
  'z_subname2',
  'z_nature',
  'z_blackspot',
  'z_fun',
  'z_question',
  'z_work_advantage',
  'z_work_inferiority',
  'z_station',
  'z_occupation',
  'z_devote',
  'z_leader',
  'z_defect',
  'z_work_ambient',
  'z_develop',
];

/** Sentences and clauses of a text, for checking that no sentence is shared between types. */
function sentences(text: string): string[] {
  return text
    .split(/[。！？；\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 6);
}

function count(list: string, sep: string): number {
  return list.split(sep).filter((s) => s.trim() !== '').length;
}

describe('extravert MBTI type content', () => {
  it('has each of the eight extraverted types exactly once', () => {
    const types = extravertTypes.map((t) => t.type);
    expect(types).toHaveLength(TYPES.length);
    expect([...types].sort()).toEqual([...TYPES].sort());
    expect(new Set(types).size).toBe(TYPES.length);
  });

  it('fills every field with non-empty text', () => {
    for (const t of extravertTypes) {
      for (const f of FIELDS) {
        const v = t[f];
        expect(typeof v, `${t.type}.${f}`).toBe('string');
        expect(v.trim().length, `${t.type}.${f}`).toBeGreaterThan(0);
      }
    }
  });

  it('shares no field text between types', () => {
    const seen = new Map<string, string>();
    for (const t of extravertTypes) {
      for (const f of FIELDS) {
        if (f === 'type') continue;
        const v = t[f].trim();
        const other = seen.get(v);
        expect(other === undefined || other === t.type, `「${v}」 in ${t.type}.${f} and ${other}`).toBe(true);
        seen.set(v, t.type);
      }
    }
  });

  it('shares no sentence between types', () => {
    const seen = new Map<string, string>();
    for (const t of extravertTypes) {
      for (const f of FIELDS) {
        if (f === 'type' || f === 'mingren_avatar') continue;
        for (const s of sentences(t[f])) {
          const other = seen.get(s);
          expect(other === undefined || other === t.type, `「${s}」 in ${t.type}.${f} and ${other}`).toBe(true);
          seen.set(s, t.type);
        }
      }
    }
  });

  it('gives lists of the expected size', () => {
    for (const t of extravertTypes) {
      const occ = count(t.t_occupation, '、');
      expect(occ, `${t.type}.t_occupation`).toBeGreaterThanOrEqual(10);
      expect(occ, `${t.type}.t_occupation`).toBeLessThanOrEqual(15);
      const zocc = count(t.z_occupation, '、');
      expect(zocc, `${t.type}.z_occupation`).toBeGreaterThanOrEqual(8);
      expect(zocc, `${t.type}.z_occupation`).toBeLessThanOrEqual(12);
      expect(t.z_occupation, `${t.type}.z_occupation`).not.toBe(t.t_occupation);
      const major = count(t.t_major, '、');
      expect(major, `${t.type}.t_major`).toBeGreaterThanOrEqual(8);
      expect(major, `${t.type}.t_major`).toBeLessThanOrEqual(12);
      const adv = count(t.z_work_advantage, '\n');
      expect(adv, `${t.type}.z_work_advantage`).toBeGreaterThanOrEqual(5);
      expect(adv, `${t.type}.z_work_advantage`).toBeLessThanOrEqual(7);
      const inf = count(t.z_work_inferiority, '\n');
      expect(inf, `${t.type}.z_work_inferiority`).toBeGreaterThanOrEqual(4);
      expect(inf, `${t.type}.z_work_inferiority`).toBeLessThanOrEqual(6);
    }
  });

  it('describes all four functions and words the famous-person traits as an inference', () => {
    for (const t of extravertTypes) {
      for (const label of ['主导功能', '辅助功能', '第三功能', '劣势功能']) {
        expect(t.z_fun, `${t.type}.z_fun`).toContain(label);
      }
      expect(t.mingren_tezheng.startsWith('常被认为'), `${t.type}.mingren_tezheng`).toBe(true);
    }
  });

  it('points every avatar at an existing, self-contained SVG of our own', () => {
    for (const t of extravertTypes) {
      expect(t.mingren_avatar).toBe(`/images/mbti/${t.type.toLowerCase()}.svg`);
      const file = new URL(`../../../public${t.mingren_avatar}`, import.meta.url);
      const svg = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(svg, 'utf8'), `${t.mingren_avatar} size`).toBeLessThan(4096);
      expect(svg).toContain('viewBox="0 0 200 200"');
      expect(svg).toMatch(/<title>[^<]*[\u4e00-\u9fff][^<]*<\/title>/);
      expect(svg).not.toMatch(/<text|<image|href=|@import|url\(\s*['"]?(?!#)/);
    }
  });
});
