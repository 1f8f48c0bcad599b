import { describe, expect, it } from 'vitest';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { MAX_SUGGESTIONS } from '#shared/profile/suggest';
import type { HollandType, IntelligenceKey, MbtiPole } from '#shared/assessments/types';
import { buildReport, instruments } from '#content/assessments/registry';
import { categoryCatalogue } from '#content/xuanke/catalogue';
import { categoryLinks } from './category-links';
import { portraitOf, suggestedCategoriesOf } from './index';

/** hld answers with each type's raw score (0-24; 12 items × 是 = 2). */
function hld(raw: Partial<Record<HollandType, number>>) {
  const values = new Map<number, number>();
  for (const type of HOLLAND_ORDER)
    instruments.hld.items.filter((i) => i.type === type).forEach((item, j) => values.set(item.id, Math.max(0, Math.min(2, (raw[type] ?? 0) - 2 * j))));
  return buildReport('hld', values);
}

/** dyzn answers with every item of an intelligence rated `level` (0-3). */
function dyzn(levels: Partial<Record<IntelligenceKey, number>>, rest = 1) {
  return buildReport('dyzn', new Map(instruments.dyzn.items.map((item) => [item.id, levels[item.intelligence] ?? rest])));
}

/** mbti answers all toward the given poles. */
function mbti(poles: MbtiPole[]) {
  return buildReport('mbti', new Map(instruments.mbti.items.map((item) => [item.id, poles.includes(item.aPole) ? ('a' as const) : ('b' as const)])));
}

const investigative = hld({ I: 24, R: 19, A: 12, S: 6, E: 4, C: 8 });
const logical = dyzn({ logical: 3, spatial: 3 });

describe('the content of the 生涯画像', () => {
  it('links every 专业类 of the catalogue to interest types, intelligences and occupations', () => {
    expect(Object.keys(categoryLinks).sort()).toEqual(categoryCatalogue.map((c) => c.code).sort());
    for (const [code, link] of Object.entries(categoryLinks)) {
      expect(link.holland.length, code).toBeGreaterThan(0);
      expect(new Set(link.holland).size, code).toBe(link.holland.length);
      link.holland.forEach((type) => expect(HOLLAND_ORDER, code).toContain(type));
      link.intelligences.forEach((key) => expect(INTELLIGENCE_ORDER, code).toContain(key));
      expect(link.jobs, code).toMatch(/^[^、]+(、[^、]+)*$/);
    }
  });

  it('suggests 专业类 of every interest type for some student: no type leads nowhere', () => {
    for (const type of HOLLAND_ORDER) {
      const suggestions = suggestedCategoriesOf({ hld: hld({ [type]: 24, [HOLLAND_ORDER[(HOLLAND_ORDER.indexOf(type) + 1) % 6]]: 12 }) });
      expect(suggestions.length, type).toBeGreaterThan(0);
    }
  });
});

describe('a fixed student: 研究型 then 现实型, logical and spatial strong, INTJ', () => {
  const portrait = portraitOf({ hld: investigative, dyzn: logical, mbti: mbti(['I', 'N', 'T', 'J']) });

  it('is ready, with every result clear and described in plain words', () => {
    expect(portrait.ready).toBe(true);
    expect(portrait.missing).toEqual([]);
    expect(portrait.results.map((r) => [r.key, r.clarity])).toEqual([
      ['hld', 'clear'],
      ['dyzn', 'close'],
      ['mbti', 'clear'],
    ]);
    expect(portrait.results[0].theme).toBe('你最喜欢探究事物的原理，琢磨难题（研究型）。');
    expect(portrait.results[1].theme).toContain('推理、计算和找规律（逻辑-数学智能）');
    expect(portrait.results[2].theme).toContain('在独处和安静思考中恢复精力');
  });

  it('suggests 研究型 classes first, each with the scores it comes from', () => {
    const codes = portrait.suggestions.map((s) => s.code);
    expect(codes.length).toBe(MAX_SUGGESTIONS);
    // 天文学类 (I, R, A; logical, spatial) matches five; 物理学类 and 电子信息类 four, in catalogue order among equals.
    expect(codes.slice(0, 2)).toEqual(['0704', '0702']);
    expect(codes).toContain('0807');
    for (const suggestion of portrait.suggestions) {
      expect(categoryLinks[suggestion.code].holland[0]).toBe('I');
      expect(suggestion.reason).toMatch(/^因为你的研究型（\d+分）/);
    }
    const physics = portrait.suggestions.find((s) => s.code === '0702')!;
    expect(physics.reason).toBe(
      `因为你的研究型（${investigative.scorelist.find((s) => s.type === 'I')!.score}分）和现实型（${investigative.scorelist.find((s) => s.type === 'R')!.score}分）兴趣得分较高，且逻辑-数学智能和空间智能是你的优势`,
    );
    expect(portrait.next?.activity).toContain('小课题');
  });
});

describe('what a profile does not claim', () => {
  it('needs two results', () => {
    const portrait = portraitOf({ hld: investigative });
    expect(portrait.ready).toBe(false);
    expect(portrait.missing).toEqual(['dyzn', 'mbti']);
  });

  it('draws nothing from a flagged interest result, and falls back to strong intelligences alone', () => {
    const portrait = portraitOf({ hld: investigative, dyzn: logical }, { hld: true });
    expect(portrait.results[0].clarity).toBe('flagged');
    expect(portrait.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of portrait.suggestions) {
      expect(suggestion.interests).toEqual([]);
      expect(['logical', 'spatial']).toContain(categoryLinks[suggestion.code].intelligences[0]);
      expect(suggestion.reason).not.toContain('兴趣');
    }
    expect(portrait.next).toBeNull();
  });

  it('suggests nothing from flat results, and says why', () => {
    const flat = hld({ R: 12, I: 12, A: 12, S: 12, E: 12, C: 12 });
    expect(flat.profile).toBe('flat');
    const portrait = portraitOf({ hld: flat, dyzn: dyzn({}, 2), mbti: mbti(['I', 'N', 'T', 'J']) });
    expect(portrait.results.map((r) => r.clarity)).toEqual(['flat', 'flat', 'clear']);
    expect(portrait.suggestions).toEqual([]);
    expect(portrait.noSuggestions).toContain('看不出明显的方向');
  });

  it('names a shared first place as shared', () => {
    const portrait = portraitOf({ hld: hld({ A: 22, S: 22, E: 8 }), dyzn: logical });
    expect(portrait.results[0].clarity).toBe('close');
    expect(portrait.results[0].theme).toContain('不相上下');
    expect(portrait.suggestions.some((s) => categoryLinks[s.code].holland[0] === 'A')).toBe(true);
    expect(portrait.suggestions.some((s) => categoryLinks[s.code].holland[0] === 'S')).toBe(true);
  });
});
