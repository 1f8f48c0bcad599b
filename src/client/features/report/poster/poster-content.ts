import type { AssessmentReport } from '#shared/assessments/exchange-types';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import type { AssessmentKey } from '#shared/assessments/types';
import { dyznSummary, hldSummary, mbtiSummary } from '../summary/report-summary';

/** What the share poster says about one result. */
export interface PosterContent {
  /** The assessment, short: 霍兰德职业兴趣测评. */
  assessment: string;
  /** Above the headline: 我的兴趣代码. */
  label: string;
  /** The result in a few characters: SAE · 社会服务型, INTJ · 战略规划者, 语言智能 · 人际智能. */
  headline: string;
  /** One line under it. */
  subline: string;
  /** Two or three lines from the report. */
  summary: string;
  /** What else the full report holds, behind the QR code. */
  includes: string[];
}

/** About three lines of the poster (about 20 characters a line at its width). */
export const SUMMARY_MAX = 62;

/**
 * The first whole sentences of `text` that fit in `max` characters; a first sentence longer than
 * that is cut and ends with an ellipsis.
 */
export function firstSentences(text: string, max = SUMMARY_MAX): string {
  const sentences = text.trim().match(/[^。！？!?]+[。！？!?]*/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ([...out].length + [...sentence].length > max) break;
    out += sentence;
  }
  if (out) return out;
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function hld(data: HldReport): PosterContent {
  return {
    assessment: '霍兰德职业兴趣测评',
    label: '我的兴趣代码',
    headline: `${data.type} · ${data.group_type}`,
    subline: data.name,
    // What the result means: the report's own second sentence.
    summary: firstSentences(hldSummary(data)[1]),
    includes: ['兴趣雷达图与六边形', '适合了解的专业和职业', '六种兴趣逐项分析'],
  };
}

function mbti(data: MbtiReport): PosterContent {
  const undecided = data.dimensions.some((d) => d.undecided);
  return {
    assessment: 'MBTI性格测评',
    label: '我的性格类型',
    headline: `${data.result} · ${data.description.name}`,
    subline: undecided ? `${data.description.t_subname}（有维度待确认）` : data.description.t_subname,
    summary: firstSentences(mbtiSummary(data)[1]),
    includes: ['八种偏好的比例', '学习方式与发展建议', '适合的专业和职业'],
  };
}

function dyzn(data: DyznReport): PosterContent {
  const ranked = data.result_description.flatMap((level) => level.list).sort((a, b) => a.rank - b.rank);
  // The intelligences of the best rank (two or three when tied), else the first two.
  const best = ranked.filter((item) => item.rank === ranked[0]?.rank);
  const top = best.length > 1 ? best.slice(0, 3) : ranked.slice(0, 2);
  return {
    assessment: '多元智能测评',
    label: '我最突出的智能',
    headline: top.map((item) => item.name).join(' · '),
    subline: `${top.map((item) => `${item.name}${item.score}分`).join('，')}（满分90分）`,
    summary: firstSentences(dyznSummary(data)[1]),
    includes: ['八种智能得分图', '每种智能的发展建议', '相关的专业和职业'],
  };
}

/** The poster's words for one result, all taken from its report. */
export function posterContent<K extends AssessmentKey>(key: K, data: AssessmentReport[K]): PosterContent {
  if (key === 'hld') return hld(data as HldReport);
  if (key === 'mbti') return mbti(data as MbtiReport);
  return dyzn(data as DyznReport);
}
