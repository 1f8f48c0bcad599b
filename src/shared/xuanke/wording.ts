import type { XuankeCategory } from './edition';
import type { Model } from './requirement';
import type { Confidence } from './tally';

/** How sure a 专业类's common requirement is, in words (the rule in tally.ts `confidenceOf`). */
export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  high: '样本多、要求一致',
  medium: '样本较少或不完全一致',
  low: '样本少或分歧大，仅供参考',
  none: '数据中没有这个专业类',
};

/** 「物理、化学」, 「不提科目要求」 */
export function subjectsWording(subjects: readonly string[]): string {
  return subjects.length ? subjects.join('、') : '不提科目要求';
}

/**
 * A 专业类's common requirement as one line, in the form of `model` (3+3: the subjects; 3+1+2: 首选 and
 * 再选), with its split or spread said: 「首选物理，再选化学」, 「历史；另有不少院校要求 不提科目要求」.
 */
export function requirementWording(category: XuankeCategory, model: Model): string {
  if (!category.req3plus3 || !category.req312) return '现有数据中没有这个专业类';
  const main = model === '3+3' ? subjectsWording(category.req3plus3.subjects) : category.req312.text;
  if (category.status === 'split' && category.alternative) {
    const other = model === '3+3' ? subjectsWording(category.alternative.req3plus3.subjects) : category.alternative.req312.text;
    return `${main}；另有不少院校要求：${other}`;
  }
  if (category.status === 'mixed') return `${main}（各院校要求差别较大，要看具体专业）`;
  return main;
}
