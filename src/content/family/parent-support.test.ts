import { describe, expect, it } from 'vitest';
import { buildReport, instruments } from '#content/assessments/registry';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import { INTELLIGENCE_ORDER } from '#shared/assessments/dyzn';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import type { HollandType, IntelligenceKey, MbtiPole } from '#shared/assessments/types';
import { flatHldSheet } from '#tests/support/caveat-sheets';
import { hollandTips, intelligenceTips, mbtiPoleTips, parentSupportOf, undecidedDimension } from './parent-support';

const allPoles = MBTI_DIMENSIONS.flatMap((d) => d.poles);
const complete = (tip: { meaning: string; ask: string; doThisWeek: string }) => [tip.meaning, tip.ask, tip.doThisWeek].every((text) => text.trim().length >= 10);

/** A Holland sheet: 是 on every item of the given types, 否 elsewhere. */
const hldOf = (liked: HollandType[]) => {
  const top = Math.max(...instruments.hld.options.map((o) => o.value));
  return buildReport('hld', new Map(instruments.hld.items.map((item) => [item.id, liked.includes(item.type) ? top : 0])));
};
/** A 多元智能 sheet: `high` (default the top option) on the given intelligences, the lowest elsewhere. */
const dyznOf = (strong: IntelligenceKey[], high = Math.max(...instruments.dyzn.options.map((o) => o.value))) =>
  buildReport('dyzn', new Map(instruments.dyzn.items.map((item) => [item.id, strong.includes(item.intelligence) ? high : 0])));
/** An MBTI sheet choosing the given poles throughout; a dimension left out is answered half and half. */
const mbtiOf = (poles: MbtiPole[]) => {
  const seen = new Map<string, number>();
  return buildReport(
    'mbti',
    new Map(
      instruments.mbti.items.map((item) => {
        const wanted = poles.find((p) => MBTI_DIMENSIONS.find((d) => d.key === item.dimension)!.poles.includes(p));
        const n = (seen.get(item.dimension) ?? 0) + 1;
        seen.set(item.dimension, n);
        const pole = wanted ?? MBTI_DIMENSIONS.find((d) => d.key === item.dimension)!.poles[n % 2];
        const pick: 'a' | 'b' = item.aPole === pole ? 'a' : 'b';
        return [item.id, pick];
      }),
    ),
  );
};

describe('every key has its text', () => {
  it('each Holland type, intelligence and MBTI letter has what it may mean, a question and something to do this week', () => {
    expect(Object.keys(hollandTips).sort()).toEqual([...HOLLAND_ORDER].sort());
    expect(Object.keys(intelligenceTips).sort()).toEqual([...INTELLIGENCE_ORDER].sort());
    expect(Object.keys(mbtiPoleTips).sort()).toEqual([...allPoles].sort());
    for (const tip of [...Object.values(hollandTips), ...Object.values(intelligenceTips), ...Object.values(mbtiPoleTips)]) expect(complete(tip)).toBe(true);
    expect(Object.keys(undecidedDimension).sort()).toEqual(MBTI_DIMENSIONS.map((d) => d.key).sort());
  });

  it('no text is the same as another, and none decides for the child', () => {
    const texts = [...Object.values(hollandTips), ...Object.values(intelligenceTips), ...Object.values(mbtiPoleTips)].flatMap((t) => [t.meaning, t.ask, t.doThisWeek]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/(?<!不)一定|必须|注定|适合当|就该|天生/);
  });
});

describe('the section follows the result', () => {
  it('Holland: a tip for each type sharing first place, with a note that close types count alike', () => {
    const one = parentSupportOf('hld', hldOf(['I']), null);
    expect(one.caveat).toBeNull();
    expect(one.tips.map((t) => t.title)).toEqual(['研究型']);
    expect(one.tips[0].ask).toBe(hollandTips.I.ask);
    const two = parentSupportOf('hld', hldOf(['S', 'A']), null);
    expect(two.tips.map((t) => t.title).sort()).toEqual(['社会型', '艺术型'].sort());
    expect(two.notes.join('')).toContain('同样重要');
  });

  it('多元智能: the strengths; with no strength the relatively higher ones, said to be relative', () => {
    const strong = parentSupportOf('dyzn', dyznOf(['musical', 'naturalist']), null);
    expect(strong.tips.map((t) => t.title).sort()).toEqual(['自然观察智能', '音乐智能'].sort());
    expect(strong.notes).toEqual([]);
    // One step above the lowest answer on one intelligence: it stands out but stays under 45, no 优势 — the relative note.
    const lowReport = dyznOf(['logical'], 1);
    expect(lowReport.result_description.some((g) => g.level === 'advantage' && g.list.length > 0)).toBe(false);
    const low = parentSupportOf('dyzn', lowReport, null);
    expect(low.tips.map((t) => t.title)).toEqual(['逻辑-数学智能']);
    expect(low.notes[0]).toContain('只是和他自己的其他几项相比');
  });

  it('MBTI: a tip per decided letter, a plain note per undecided one', () => {
    const decided = parentSupportOf('mbti', mbtiOf(['I', 'N', 'F', 'J']), null);
    expect(decided.tips.map((t) => t.title)).toEqual(['内向（I）', '直觉（N）', '情感（F）', '判断（J）']);
    const partly = parentSupportOf('mbti', mbtiOf(['E', 'S', 'T']), null);
    expect(partly.tips.map((t) => t.title)).toEqual(['外向（E）', '实感（S）', '思考（T）']);
    expect(partly.notes).toEqual([undecidedDimension.JP]);
  });

  it('a flagged sheet gets only the caveat and a calm retest, whatever it scored', () => {
    const support = parentSupportOf('hld', hldOf(['I']), { flagged: true });
    expect(support.tips).toEqual([]);
    expect(support.caveat?.title).toBe('这次的结果还不能作为依据');
    expect(support.caveat?.doThisWeek).toContain('重新做一次');
    expect(support.caveat?.meaning).toContain('不要据此下结论');
  });

  it('a flat profile gets the caveat and no tip read from it', () => {
    const values = new Map(flatHldSheet().answer.map((a) => [a.id, a.value]));
    const flat = parentSupportOf('hld', buildReport('hld', values), null);
    expect(flat.tips).toEqual([]);
    expect(flat.caveat?.meaning).toContain('六种兴趣');
    expect(flat.caveat?.doThisWeek).toContain('再请他安静地做一次测评');
    const allUndecided = parentSupportOf('mbti', mbtiOf([]), null);
    expect(allUndecided.tips).toEqual([]);
    expect(allUndecided.caveat?.meaning).toContain('性格的四个方面');
  });
});
