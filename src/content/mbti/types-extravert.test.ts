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

/**
 * The role models on the famous-person cards: who they are, where from and which gender, so that the set stays
 * balanced. Each half (extraverted / introverted) holds 2 Chinese women, 2 Chinese men, 2 international women
 * and 2 international men, which makes 8 Chinese / 8 international and 8 women / 8 men over the 16 types.
 */
const ROLE_MODELS: Record<string, { name: string; origin: 'CN' | 'INTL'; gender: 'F' | 'M' }> = {
  ESTP: { name: '杨利伟', origin: 'CN', gender: 'M' }, // 航天
  ESFP: { name: '尤塞恩·博尔特', origin: 'INTL', gender: 'M' }, // 体育（牙买加）
  ENFP: { name: '林徽因', origin: 'CN', gender: 'F' }, // 建筑、文学
  ENTP: { name: '列奥纳多·达·芬奇', origin: 'INTL', gender: 'M' }, // 艺术、科学（意大利）
  ESTJ: { name: '弗洛伦斯·南丁格尔', origin: 'INTL', gender: 'F' }, // 护理、公共卫生（英国）
  ESFJ: { name: '袁隆平', origin: 'CN', gender: 'M' }, // 农业科学
  ENFJ: { name: '旺加里·马塔伊', origin: 'INTL', gender: 'F' }, // 环保、公益（肯尼亚）
  ENTJ: { name: '郎平', origin: 'CN', gender: 'F' }, // 体育
};

/** A typing stated as fact, e.g. 「他是INTJ」 or 「是 ESTP 的代表」. */
const TYPING_AS_FACT = /是\s*[EI][SN][TF][JP]/;

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

  it('describes the four levels of the type in plain words and words the famous-person traits as an inference', () => {
    for (const t of extravertTypes) {
      // The four levels in plain words; the theory's names (主导功能, 内倾感觉 Si …) are for adults (docs/REPORTS.md).
      for (const label of ['最拿手的方式', '得力的帮手', '正在成长的一面', '还不太习惯的一面']) {
        expect(t.z_fun, `${t.type}.z_fun`).toContain(label);
      }
      expect(t.z_fun, `${t.type}.z_fun`).not.toMatch(/功能|内倾|外倾|\([A-Z][a-z]\)/);
      expect(t.mingren_tezheng.startsWith('有人认为'), `${t.type}.mingren_tezheng`).toBe(true);
      expect(t.mingren_tezheng, `${t.type}.mingren_tezheng`).toContain('可能体现');
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

  it('balances the role models: 4 Chinese and 4 international, 4 women and 4 men, each gender twice per group', () => {
    for (const t of extravertTypes) {
      expect(ROLE_MODELS[t.type]?.name, `${t.type}.mingren`).toBe(t.mingren);
    }
    const people = Object.values(ROLE_MODELS);
    expect(people).toHaveLength(8);
    for (const origin of ['CN', 'INTL'] as const) {
      for (const gender of ['F', 'M'] as const) {
        const n = people.filter((p) => p.origin === origin && p.gender === gender).length;
        expect(n, `${origin} ${gender}`).toBe(2);
      }
    }
  });

  it('never states a typing as fact', () => {
    for (const t of extravertTypes) {
      for (const f of Object.keys(t) as (keyof MbtiTypeContent)[]) {
        expect(t[f], `${t.type}.${f}`).not.toMatch(TYPING_AS_FACT);
      }
    }
  });

  it('gives the consultant tab its own occupations: at most 2 shared with the evaluation tab', () => {
    for (const t of extravertTypes) {
      const evaluation = new Set(t.t_occupation.split('、').map((s) => s.trim()));
      const shared = t.z_occupation.split('、').filter((s) => evaluation.has(s.trim()));
      expect(shared.length, `${t.type} shares ${shared.join('、')}`).toBeLessThanOrEqual(2);
    }
  });

  it('names the role model in the title of the avatar', () => {
    for (const t of extravertTypes) {
      const svg = readFileSync(new URL(`../../../public${t.mingren_avatar}`, import.meta.url), 'utf8');
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
      expect(title, t.mingren_avatar).toContain(t.mingren);
    }
  });
});
