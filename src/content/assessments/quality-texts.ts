import type { QualityReason } from '#shared/assessments/quality';

/**
 * What the report says when the response-quality check (src/shared/assessments/quality.ts) raises a
 * concern. Kind and specific, never blaming: the student may have been interrupted, tired or unsure.
 */
export const qualityHeading = '这次的作答情况提示';

export const qualityNote = '结果仅供参考，价值有限。';

export const qualityTexts: Record<QualityReason, string> = {
  'too-fast': '这次作答可能不够专注：很多题目的回答用时不到一秒，来不及读完题目。建议找个安静的时间，慢慢读题后重新作答。',
  'straight-line': '这次的答案几乎都选了同一个选项。也许是有点累了，或者想快点完成。每道题说的是不同的事情，建议重新作答，按每道题的真实情况来选。',
  pattern: '这次的答案按固定的顺序反复出现，看起来不像是逐题作答的结果。建议找个不被打扰的时间重新作答，每道题只按自己的真实情况来选。',
  'missed-checks': '测评里有几道“请选择某一项”之类的检查题，这次没有按题目的要求作答。可能是读题时有些匆忙。建议找个安静的时间重新作答，每道题读完再选。',
  inconsistent: '有几组意思很相近的题目，这次的回答却差别很大。可能是读题时有些匆忙。建议重新作答，留意每道题的具体意思。',
  'random-like':
    '这次的答案看不出稳定的倾向，和随意选择的结果很相似。如果作答时分心了或者没有完全读懂题目，建议换个安静的时间重新作答；如果你觉得自己确实各方面都差不多，也可以和老师聊一聊这份结果。',
};

/** The notice for a flagged sheet: heading, one sentence per reason, then the note. */
export function qualityNotice(reasons: readonly QualityReason[]): { heading: string; texts: string[]; note: string } | null {
  if (reasons.length === 0) return null;
  return { heading: qualityHeading, texts: reasons.map((r) => qualityTexts[r]), note: qualityNote };
}
