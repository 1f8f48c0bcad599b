import type { AssessmentReport } from '#shared/assessments/exchange-types';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import type { AssessmentKey } from '#shared/assessments/types';
import { type Caveat, caveatOf, countWord } from '#shared/assessments/caveat';
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
  /** Places that tie, said in words (the headline cannot show them all): 现实型和研究型得分相同，并列第一. Empty when none. */
  ties: string;
  /** What else the full report holds, behind the QR code. */
  includes: string[];
  /** The result's caveat: printed in the result card instead of the summary, and its label says 这次作答得出的. */
  caveat: Caveat | null;
}

const PLACE = ['', '一', '二', '三', '四', '五', '六', '七', '八'];
const list = (names: string[]) => (names.length <= 2 ? names.join('和') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`);

/** Groups of equal rank (two or more), in rank order, that reach into the first `places`. */
function tiedGroups<T extends { rank: number }>(ranked: T[], places: number): T[][] {
  const groups: T[][] = [];
  for (const item of ranked) {
    const group = groups.find((g) => g[0].rank === item.rank);
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups.filter((g) => g.length > 1 && ranked.indexOf(g[0]) < places);
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

/** Holland places that tie within the code (or across its end), each said: the code's letters alone would order them. */
function hldTies(data: HldReport): string {
  return tiedGroups(data.analysis, 3)
    .map((g) => (g.length === data.analysis.length ? `${countWord(g.length)}种兴趣得分相同` : `${list(g.map((a) => a.name))}得分相同，并列第${PLACE[g[0].rank]}`))
    .join('；');
}

function hld(data: HldReport): Omit<PosterContent, 'caveat'> {
  return {
    assessment: '霍兰德职业兴趣测评',
    label: '我的兴趣代码',
    headline: `${data.type} · ${data.group_type}`,
    subline: data.name,
    ties: hldTies(data),
    // What the result means: the report's own second sentence.
    summary: firstSentences(hldSummary(data)[1]),
    includes: ['兴趣雷达图与六边形', '适合了解的专业和职业', '六种兴趣逐项分析'],
  };
}

function mbti(data: MbtiReport): Omit<PosterContent, 'caveat'> {
  const undecided = data.dimensions.some((d) => d.undecided);
  return {
    assessment: 'MBTI性格测评',
    label: '我的性格类型',
    headline: `${data.result} · ${data.description.name}`,
    subline: undecided ? `${data.description.t_subname}（有维度待确认）` : data.description.t_subname,
    ties: '',
    summary: firstSentences(mbtiSummary(data)[1]),
    includes: ['八种偏好的比例', '学习方式与发展建议', '适合的专业和职业'],
  };
}

/**
 * The best intelligences, never cut inside a tie: every intelligence of the best rank (named when two
 * or three, counted when more), and, when one stands alone, the second place if it is one or two
 * intelligences, else said to be tied.
 */
function dyzn(data: DyznReport): Omit<PosterContent, 'caveat'> {
  const ranked = data.result_description.flatMap((level) => level.list).sort((a, b) => a.rank - b.rank);
  const best = ranked.filter((item) => item.rank === ranked[0]?.rank);
  const second = ranked.filter((item) => item.rank === ranked[best.length]?.rank);
  const scored = (items: typeof ranked) => `${items.map((item) => `${item.name}${item.score}分`).join('，')}（满分90分）`;
  const base = {
    assessment: '多元智能测评',
    label: '我最突出的智能',
    summary: firstSentences(dyznSummary(data)[1]),
    includes: ['八种智能得分图', '每种智能的发展建议', '相关的专业和职业'],
  };
  if (best.length === ranked.length && best.length > 1) {
    return { ...base, headline: `${countWord(best.length)}种智能得分相同`, subline: `都是${best[0].score}分（满分90分）`, ties: '这次的得分看不出哪一种智能更强' };
  }
  if (best.length > 3) {
    return {
      ...base,
      headline: `${countWord(best.length)}种智能并列最高`,
      subline: `${best.map((i) => i.name).join('、')}都是${best[0].score}分（满分90分）`,
      ties: `${countWord(best.length)}种智能并列第一`,
    };
  }
  if (best.length > 1) {
    return { ...base, headline: best.map((item) => item.name).join(' · '), subline: scored(best), ties: `${list(best.map((i) => i.name))}得分相同，并列第一` };
  }
  if (second.length <= 2) {
    const top = [...best, ...second];
    return {
      ...base,
      headline: top.map((item) => item.name).join(' · '),
      subline: scored(top),
      ties: second.length > 1 ? `${list(second.map((i) => i.name))}得分相同，并列第二` : '',
    };
  }
  return { ...base, headline: best[0].name, subline: scored(best), ties: `其次是${countWord(second.length)}种智能并列第二（都是${second[0].score}分）` };
}

/** What the label above the headline says when the sheet was flagged: the result of this sheet, not of the student. */
const FLAGGED_LABEL: Record<AssessmentKey, string> = { hld: '这次作答得出的兴趣代码', mbti: '这次作答得出的性格类型', dyzn: '这次作答中得分最高的智能' };

/**
 * The poster's words for one result, all taken from its report, and its caveat (`quality` as the
 * report carries it): a flagged sheet's poster calls the result what this sheet gives and prints what
 * cannot be relied on where the summary would be; a flat profile's poster prints its note there.
 */
export function posterContent<K extends AssessmentKey>(key: K, data: AssessmentReport[K], quality?: { flagged: boolean } | null): PosterContent {
  const content = key === 'hld' ? hld(data as HldReport) : key === 'mbti' ? mbti(data as MbtiReport) : dyzn(data as DyznReport);
  const caveat = caveatOf(key, data, quality);
  return { ...content, ...(caveat?.kind === 'flagged' ? { label: FLAGGED_LABEL[key] } : {}), caveat };
}
