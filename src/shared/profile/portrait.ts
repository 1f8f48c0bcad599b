import type { AssessmentKey, HollandType, IntelligenceKey, MbtiPole } from '#shared/assessments/types';
import { type CategoryLink, type ProfileFlags, type ProfileReports, type SuggestedCategory, strongInterests, strongIntelligences, suggestCategories } from './suggest';

/**
 * The 生涯画像: one profile from the student's latest result of each test (docs/PROFILE.md). Pure: the
 * page builds it on the device from results kept there, so it works offline; the texts come from
 * src/content/profile/.
 */

export interface PortraitTexts {
  interestThemes: Record<HollandType, string>;
  intelligenceThemes: Record<IntelligenceKey, string>;
  mbtiThemes: Record<MbtiPole, string>;
  nextSteps: Record<HollandType, { activity: string; course: string; ask: string }>;
}

export type ClarityLevel = 'clear' | 'close' | 'flat' | 'flagged';

export const CLARITY_LABELS: Record<ClarityLevel, string> = {
  clear: '比较清楚',
  close: '有几项接近',
  flat: '还不明显',
  flagged: '仅供参考',
};

export interface ResultView {
  key: AssessmentKey;
  clarity: ClarityLevel;
  /** What the result says in plain words, or why it says little. */
  theme: string;
  /** Why the clarity is what it is. */
  clarityText: string;
}

export interface Portrait {
  done: AssessmentKey[];
  missing: AssessmentKey[];
  /** Two of the three tests are enough for a profile; three make it better. */
  ready: boolean;
  results: ResultView[];
  suggestions: SuggestedCategory[];
  /** Why there are no suggestions, when there are none. */
  noSuggestions: string;
  /** Steps for the student's first strong interest; null without one. */
  next: { activity: string; course: string; ask: string } | null;
}

export const PORTRAIT_ORDER: AssessmentKey[] = ['hld', 'dyzn', 'mbti'];

const join = (parts: string[]) => (parts.length <= 2 ? parts.join('和') : `${parts.slice(0, -1).join('、')}和${parts.at(-1)}`);

function hldView(reports: ProfileReports, flagged: boolean, texts: PortraitTexts): ResultView {
  const hld = reports.hld!;
  if (flagged) return { key: 'hld', clarity: 'flagged', theme: '兴趣测评这次的作答没有通过作答检查，画像先不据此描述你的兴趣。', clarityText: '建议找个安静的时间重新作答。' };
  if (hld.profile === 'flat')
    return { key: 'hld', clarity: 'flat', theme: '你的六种兴趣得分很接近，还没有哪一种明显突出。', clarityText: '这在这个年龄很常见，多尝试不同的活动，过一段时间再测会更清楚。' };
  const leaders = hld.leaders;
  const theme = `你最喜欢${join(leaders.map((l) => `${texts.interestThemes[l.type]}（${l.name}）`))}${leaders.length > 1 ? '，这几种兴趣不相上下' : ''}。`;
  const close = leaders.length > 1 || hld.nearTies.length > 0;
  return {
    key: 'hld',
    clarity: close ? 'close' : 'clear',
    theme,
    clarityText: close ? `有的兴趣得分相差不到${hld.band}分，在测量误差之内，先后顺序还不能确定。` : '排在前面的兴趣和其他兴趣拉开了差距。',
  };
}

function dyznView(reports: ProfileReports, flagged: boolean, texts: PortraitTexts): ResultView {
  const dyzn = reports.dyzn!;
  if (flagged) return { key: 'dyzn', clarity: 'flagged', theme: '多元智能测评这次的作答没有通过作答检查，画像先不据此描述你的长处。', clarityText: '建议找个安静的时间重新作答。' };
  if (dyzn.profile === 'flat')
    return {
      key: 'dyzn',
      clarity: 'flat',
      theme: '你对自己八个方面的评价很接近，还看不出哪一方面明显更强。',
      clarityText: '多留意自己在哪些事情上最投入，过一段时间再测会更清楚。',
    };
  const strong = strongIntelligences(dyzn);
  const advantage = strong.filter((i) => i.advantage);
  const shown = advantage.length ? advantage : strong;
  const theme = `你觉得自己${advantage.length ? '最' : '相对'}擅长${join(shown.map((i) => `${texts.intelligenceThemes[i.key]}（${i.name}）`))}。`;
  const close = shown.length > 1;
  return {
    key: 'dyzn',
    clarity: close ? 'close' : 'clear',
    theme,
    clarityText: close ? `这几项得分相差不到${dyzn.band}分，分不出谁更强。这是你对自己的评价，不是能力测验。` : '这是你对自己的评价，不是能力测验。',
  };
}

function mbtiView(reports: ProfileReports, flagged: boolean, texts: PortraitTexts): ResultView {
  const mbti = reports.mbti!;
  if (flagged) return { key: 'mbti', clarity: 'flagged', theme: '性格测评这次的作答没有通过作答检查，画像先不据此描述你的性格。', clarityText: '建议找个安静的时间重新作答。' };
  const decided = mbti.dimensions.filter((d) => !d.undecided);
  const undecided = mbti.dimensions.filter((d) => d.undecided);
  if (!decided.length) return { key: 'mbti', clarity: 'flat', theme: '你在性格的四个方面都还没有明显的偏向。', clarityText: '很多同学在不同场合有不同的做法，性格也还在成长中。' };
  const open = undecided.map((d) => `${texts.mbtiThemes[d.poles[0]]}还是${texts.mbtiThemes[d.poles[1]]}`);
  const theme = `你更可能${decided.map((d) => texts.mbtiThemes[d.preferred]).join('，')}。${open.length ? `至于${open.join('；')}，还没有明显偏向。` : ''}`;
  return {
    key: 'mbti',
    clarity: undecided.length ? 'close' : 'clear',
    theme,
    clarityText: undecided.length ? '有的方面两种倾向得分接近，在测量误差之内，这部分还不能确定。' : '四个方面都有一定的偏向。',
  };
}

const VIEWS = { hld: hldView, dyzn: dyznView, mbti: mbtiView };

function noSuggestionsText(reports: ProfileReports): string {
  if (!reports.hld && !reports.dyzn) return '专业方向的建议来自兴趣测评和多元智能测评，完成其中一个就能看到。';
  return '你的兴趣和多元智能结果这次都还看不出明显的方向（得分接近或未通过作答检查），所以画像暂不建议专业类。可以先多尝试，过一段时间再测。';
}

export function buildPortrait(
  reports: ProfileReports,
  flags: ProfileFlags,
  categories: readonly { code: string; name: string }[],
  links: Readonly<Record<string, CategoryLink>>,
  texts: PortraitTexts,
): Portrait {
  const done = PORTRAIT_ORDER.filter((key) => reports[key]);
  const suggestions = suggestCategories(reports, flags, categories, links);
  const mainInterest = strongInterests(reports.hld, flags.hld)[0];
  return {
    done,
    missing: PORTRAIT_ORDER.filter((key) => !reports[key]),
    ready: done.length >= 2,
    results: done.map((key) => VIEWS[key](reports, Boolean(flags[key]), texts)),
    suggestions,
    noSuggestions: suggestions.length ? '' : noSuggestionsText(reports),
    next: mainInterest ? texts.nextSteps[mainInterest.type] : null,
  };
}
