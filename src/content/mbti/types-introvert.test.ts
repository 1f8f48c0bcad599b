import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { MbtiTypeContent } from '#shared/assessments/types';
import { introvertTypes } from './types-introvert';

const EXPECTED = ['ISTJ', 'ISFJ', 'INFJ', 'INTJ', 'ISTP', 'ISFP', 'INFP', 'INTP'];

// Every field of MbtiTypeContent; the Record makes the compiler flag a missing or extra key.
const FIELD_SET: Record<keyof MbtiTypeContent, true> = {
  type: true,
  name: true,
  mingren: true,
  mingren_avatar: true,
  mingren_desc: true,
  mingren_tezheng: true,
  t_subname: true,
  t_nature: true,
  t_leader: true,
  t_learn: true,
  t_defect: true,
  t_develop: true,
  t_work: true,
  t_domain: true,
  t_occupation: true,
  t_major: true,
  z_subname: true,
  z_subname2: true,
  z_nature: true,
  z_blackspot: true,
  z_fun: true,
  z_question: true,
  z_work_advantage: true,
  z_work_inferiority: true,
  z_station: true,
  z_occupation: true,
  z_devote: true,
  z_leader: true,
  z_defect: true,
  z_work_ambient: true,
  z_develop: true,
};
const FIELDS = Object.keys(FIELD_SET) as (keyof MbtiTypeContent)[];
const TEXT_FIELDS = FIELDS.filter((f) => f !== 'type');

/** Split prose into sentences / list lines, so no sentence is reused between types. */
function sentences(text: string): string[] {
  return text
    .split(/[。！？；\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 6);
}

function listItems(text: string): string[] {
  return text.split('、').map((s) => s.trim());
}

describe('introvert MBTI type content', () => {
  it('has each of the 8 introverted types exactly once', () => {
    const codes = introvertTypes.map((t) => t.type);
    expect(codes).toHaveLength(EXPECTED.length);
    expect([...codes].sort()).toEqual([...EXPECTED].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('fills every field with non-empty text and no unknown fields', () => {
    for (const t of introvertTypes) {
      expect(Object.keys(t).sort()).toEqual([...FIELDS].sort());
      for (const f of FIELDS) {
        const v = t[f];
        expect(typeof v, `${t.type}.${f}`).toBe('string');
        expect(v.trim().length, `${t.type}.${f}`).toBeGreaterThan(0);
      }
    }
  });

  it('repeats no field value between types', () => {
    const owner = new Map<string, string>();
    for (const t of introvertTypes) {
      for (const f of TEXT_FIELDS) {
        const v = t[f].trim();
        const prev = owner.get(v);
        if (prev !== undefined && prev !== t.type) {
          throw new Error(`${t.type}.${f} repeats text of ${prev}: ${v}`);
        }
        owner.set(v, t.type);
      }
    }
  });

  it('shares no sentence between types', () => {
    const owner = new Map<string, string>();
    for (const t of introvertTypes) {
      for (const f of TEXT_FIELDS) {
        if (f === 't_domain' || f === 't_occupation' || f === 't_major' || f === 'z_occupation') continue;
        for (const s of sentences(t[f])) {
          const prev = owner.get(s);
          if (prev !== undefined && prev !== t.type) {
            throw new Error(`${t.type}.${f} repeats a sentence of ${prev}: ${s}`);
          }
          owner.set(s, t.type);
        }
      }
    }
  });

  it('keeps the list fields in the expected shape', () => {
    for (const t of introvertTypes) {
      const occ = listItems(t.t_occupation);
      expect(occ.length, `${t.type}.t_occupation`).toBeGreaterThanOrEqual(10);
      expect(occ.length, `${t.type}.t_occupation`).toBeLessThanOrEqual(15);
      const zOcc = listItems(t.z_occupation);
      expect(zOcc.length, `${t.type}.z_occupation`).toBeGreaterThanOrEqual(8);
      expect(zOcc.length, `${t.type}.z_occupation`).toBeLessThanOrEqual(12);
      expect(t.z_occupation).not.toBe(t.t_occupation);
      const majors = listItems(t.t_major);
      expect(majors.length, `${t.type}.t_major`).toBeGreaterThanOrEqual(8);
      expect(majors.length, `${t.type}.t_major`).toBeLessThanOrEqual(12);
      for (const list of [occ, zOcc, majors, listItems(t.t_domain)]) {
        expect(new Set(list).size).toBe(list.length);
        for (const item of list) expect(item.length).toBeGreaterThan(0);
      }
      const adv = t.z_work_advantage.split('\n');
      expect(adv.length, `${t.type}.z_work_advantage`).toBeGreaterThanOrEqual(5);
      expect(adv.length, `${t.type}.z_work_advantage`).toBeLessThanOrEqual(7);
      const inf = t.z_work_inferiority.split('\n');
      expect(inf.length, `${t.type}.z_work_inferiority`).toBeGreaterThanOrEqual(4);
      expect(inf.length, `${t.type}.z_work_inferiority`).toBeLessThanOrEqual(6);
      for (const line of [...adv, ...inf]) expect(line.trim().length).toBeGreaterThan(0);
    }
  });

  it('names the four cognitive functions and words the famous person as inferred', () => {
    for (const t of introvertTypes) {
      for (const label of ['主导功能', '辅助功能', '第三功能', '劣势功能']) {
        expect(t.z_fun, `${t.type}.z_fun`).toContain(label);
      }
      expect(t.mingren_tezheng, `${t.type}.mingren_tezheng`).toContain('常被认为');
    }
  });

  it('points every famous-person card at an existing, self-contained avatar', () => {
    for (const t of introvertTypes) {
      expect(t.mingren_avatar).toBe(`/images/mbti/${t.type.toLowerCase()}.svg`);
      const url = new URL(`../../../public${t.mingren_avatar}`, import.meta.url);
      const svg = readFileSync(url, 'utf8');
      expect(Buffer.byteLength(svg, 'utf8'), t.mingren_avatar).toBeLessThan(4096);
      expect(svg).toContain('viewBox="0 0 200 200"');
      expect(svg).toMatch(/<title>[^<]*[\u4e00-\u9fff][^<]*<\/title>/);
      expect(svg).not.toMatch(/<text|href=|url\(|@import|<image|<script/);
    }
  });
});
