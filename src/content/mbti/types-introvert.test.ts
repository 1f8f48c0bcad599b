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

/**
 * The role models on the famous-person cards: who they are, where from and which gender, so that the set stays
 * balanced. Each half (extraverted / introverted) holds 2 Chinese women, 2 Chinese men, 2 international women
 * and 2 international men, which makes 8 Chinese / 8 international and 8 women / 8 men over the 16 types.
 */
const ROLE_MODELS: Record<string, { name: string; origin: 'CN' | 'INTL'; gender: 'F' | 'M' }> = {
  ISTJ: { name: '屠呦呦', origin: 'CN', gender: 'F' }, // 医药科学
  ISFJ: { name: '樊锦诗', origin: 'CN', gender: 'F' }, // 考古、文物保护
  INFJ: { name: '海伦·凯勒', origin: 'INTL', gender: 'F' }, // 写作、公益（美国）
  INTJ: { name: '玛丽·居里', origin: 'INTL', gender: 'F' }, // 物理、化学（波兰/法国）
  ISTP: { name: '詹天佑', origin: 'CN', gender: 'M' }, // 铁路工程
  ISFP: { name: '梅兰芳', origin: 'CN', gender: 'M' }, // 京剧艺术
  INFP: { name: '汉斯·克里斯蒂安·安徒生', origin: 'INTL', gender: 'M' }, // 文学（丹麦）
  INTP: { name: '阿尔伯特·爱因斯坦', origin: 'INTL', gender: 'M' }, // 物理（德国出生）
};

/** A typing stated as fact, e.g. 「他是INTJ」 or 「是 ESTP 的代表」. */
const TYPING_AS_FACT = /是\s*[EI][SN][TF][JP]/;

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

  it('describes the four levels of the type in plain words and words the famous person as inferred', () => {
    for (const t of introvertTypes) {
      // The four levels in plain words; the theory's names (主导功能, 内倾感觉 Si …) are for adults (docs/REPORTS.md).
      for (const label of ['最拿手的方式', '得力的帮手', '正在成长的一面', '还不太习惯的一面']) {
        expect(t.z_fun, `${t.type}.z_fun`).toContain(label);
      }
      expect(t.z_fun, `${t.type}.z_fun`).not.toMatch(/功能|内倾|外倾|\([A-Z][a-z]\)/);
      expect(t.mingren_tezheng.startsWith('有人认为'), `${t.type}.mingren_tezheng`).toBe(true);
      expect(t.mingren_tezheng, `${t.type}.mingren_tezheng`).toContain('可能体现');
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

  it('balances the role models: 4 Chinese and 4 international, 4 women and 4 men, each gender twice per group', () => {
    for (const t of introvertTypes) {
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
    for (const t of introvertTypes) {
      for (const f of Object.keys(t) as (keyof MbtiTypeContent)[]) {
        expect(t[f], `${t.type}.${f}`).not.toMatch(TYPING_AS_FACT);
      }
    }
  });

  it('gives the consultant tab its own occupations: at most 2 shared with the evaluation tab', () => {
    for (const t of introvertTypes) {
      const evaluation = new Set(t.t_occupation.split('、').map((s) => s.trim()));
      const shared = t.z_occupation.split('、').filter((s) => evaluation.has(s.trim()));
      expect(shared.length, `${t.type} shares ${shared.join('、')}`).toBeLessThanOrEqual(2);
    }
  });

  it('names the role model in the title of the avatar', () => {
    for (const t of introvertTypes) {
      const svg = readFileSync(new URL(`../../../public${t.mingren_avatar}`, import.meta.url), 'utf8');
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
      expect(title, t.mingren_avatar).toContain(t.mingren);
    }
  });
});
