import type { AssessmentReport } from './exchange-types';
import type { AssessmentKey } from './types';

/**
 * The caveat a result travels with, wherever it is shown: the report page, the share page, the poster,
 * the downloaded image, the history line, the class report and its print page (docs/REPORTS.md#caveats).
 * One rule for the device and the server:
 *
 * - `flagged`: the response-quality check found the sheet may not show what the student really thinks
 *   (too fast, one answer throughout, a cycle…). The result is uncertain as a whole.
 * - `flat`: the sheet is fine, but no result stands out beyond measurement error: the report says
 *   `profile === 'flat'` (every report carries it; reports kept by older builds are upgraded on read).
 *
 * A flagged sheet is only `flagged`, even when it is also flat: what it says about the student is
 * uncertain first of all. The words are kind and never blame: the student may have been interrupted,
 * tired or unsure, and many honest students of this age have no clear favourite yet.
 */

export type CaveatKind = 'flagged' | 'flat';

export interface Caveat {
  kind: CaveatKind;
  /** A few characters for a history line or a table cell. */
  tag: string;
  /** The heading of the notice. */
  title: string;
  /** What cannot be relied on, in words that suit the student and anyone the report is shared with. */
  text: string;
  /** The report's own explanation of a flat profile (`profileNote`), when it has one. */
  note: string;
  /** The words of the offer to take the test again. */
  retest: string;
}

/** What the result of each test consists of, said when it cannot be relied on. */
const UNCERTAIN: Record<AssessmentKey, string> = {
  hld: '兴趣代码、六种兴趣的先后顺序，以及据此推荐的专业和职业',
  mbti: '性格类型的四个字母，以及据此给出的学习方式和专业职业建议',
  dyzn: '八种智能的高低顺序、优势和弱势的划分，以及据此推荐的专业和职业',
};

const FLAT: Record<AssessmentKey, { tag: string; title: string; text: string }> = {
  hld: {
    tag: '六种兴趣得分接近',
    title: '六种兴趣的得分很接近',
    text: '还没有哪一种兴趣明显突出，兴趣代码只是几种可能之一，不必把它当作结论。这在这个年龄很常见，多尝试不同的活动，过一段时间再测会更清楚。',
  },
  mbti: {
    tag: '各维度两端接近',
    title: '性格的几个方面两端都很接近',
    text: '几个维度上两种倾向的得分都差不多，性格类型还不能确定，报告里的类型只是可能之一。可以用报告里的自我检查想一想，过一段时间再测会更清楚。',
  },
  dyzn: {
    tag: '八种智能得分接近',
    title: '八种智能的得分很接近',
    text: '还看不出哪一种智能明显更强，排在前面的几项只是略高一点，不必把它当作结论。多留意自己在哪些事情上最投入，过一段时间再测会更清楚。',
  },
};

const FLAGGED_TAG = '仅供参考 · 建议重测';
const FLAGGED_TITLE = '这次的结果还不能作为依据';
const FLAGGED_RETEST = '找个安静的时间重新作答';
const FLAT_RETEST = '过一段时间再测一次';

/** Which caveat, if any, a result carries: from its report and its response quality (null for results from before the check). */
export function caveatOf(key: AssessmentKey, report: AssessmentReport[AssessmentKey], quality: { flagged: boolean } | null | undefined): Caveat | null {
  if (quality?.flagged) {
    return {
      kind: 'flagged',
      tag: FLAGGED_TAG,
      title: FLAGGED_TITLE,
      text: `这次的作答可能受到了打扰、疲劳或匆忙的影响，所以${UNCERTAIN[key]}，都还不能确定是否符合真实的想法。安静地重新作答一次，结果会更可信。`,
      note: '',
      retest: FLAGGED_RETEST,
    };
  }
  if (report.profile !== 'flat') return null;
  return { kind: 'flat', ...FLAT[key], note: report.profileNote, retest: FLAT_RETEST };
}

/** The tag of a caveat known only by its kind (a history line, a previous result). */
export function caveatTag(key: AssessmentKey, kind: CaveatKind): string {
  return kind === 'flagged' ? FLAGGED_TAG : FLAT[key].tag;
}

/** The one-line form of a result and its caveat, for a history line or a list: 「RIA（仅供参考 · 建议重测）」. */
export function withCaveatTag(summary: string, caveat: Caveat | null): string {
  return caveat ? `${summary}（${caveat.tag}）` : summary;
}

const COUNT = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
/** A count in words as a sentence says it: 两种, 八种 (digits above ten). */
export function countWord(n: number): string {
  return COUNT[n] ?? String(n);
}

/** What the result says, as a phrase, for sentences that must not state it as fact. */
function resultPhrase(key: AssessmentKey, report: AssessmentReport[AssessmentKey]): string {
  if (key === 'hld') {
    const r = report as AssessmentReport['hld'];
    return `兴趣代码 ${r.type}（${r.group_type}）`;
  }
  if (key === 'mbti') {
    const r = report as AssessmentReport['mbti'];
    return `性格类型 ${r.result}`;
  }
  const items = (report as AssessmentReport['dyzn']).result_description.flatMap((level) => level.list);
  const best = items.length ? Math.min(...items.map((i) => i.rank)) : 0;
  const top = items.filter((i) => i.rank === best).map((i) => i.name);
  if (top.length === items.length && top.length > 1) return `${countWord(items.length)}种智能得分相同`;
  return `${top.length <= 2 ? top.join('和') : `${top.slice(0, -1).join('、')}和${top.at(-1)}`}得分最高${top.length > 1 ? '（并列）' : ''}`;
}

/**
 * The three sentences at the top of a report that carries a caveat. A flagged report says what came
 * out only as what this sheet gives, says what cannot be relied on, and offers a retest; a flat one keeps
 * the report's own sentences (they already say no type stands out) and adds nothing.
 */
export function caveatSummary(key: AssessmentKey, report: AssessmentReport[AssessmentKey], caveat: Caveat | null, sentences: string[]): string[] {
  if (caveat?.kind !== 'flagged') return sentences;
  return [
    `按这次的答案得出的结果是：${resultPhrase(key, report)}。但这次的作答可能没有反映你平时的想法，所以这只是一种可能，还不能说明你是怎样的人。`,
    `下面的${UNCERTAIN[key]}，都只能当作参考，不能作为选择的依据。`,
    `${FLAGGED_RETEST}，按每道题的真实情况来选，就能得到一份更可信的报告。`,
  ];
}
