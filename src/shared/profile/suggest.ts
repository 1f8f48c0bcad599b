import type { DyznReport } from '#shared/assessments/dyzn';
import { HIGH_SCORE_MIN, type HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import type { HollandType, IntelligenceKey } from '#shared/assessments/types';

/**
 * The suggested 专业类 of the 生涯画像 (docs/PROFILE.md), one rule for the student's page and the
 * teacher's 选科意向 round. Every suggestion carries the scores it comes from, so the page can say why.
 *
 * - Interests (hld) lead: a 专业类 is suggested when its main interest type is one of the student's
 *   strong interests — sharing first place within the band, or among the first three at 50 points or
 *   more. Its other types and its intelligences add weight.
 * - Intelligences (dyzn, a self-rating) support; alone, without a usable interest result, they suggest a
 *   专业类 only when its main intelligence is a 优势.
 * - Personality (mbti) suggests no 专业类: four letters say how one likes to work, not what to study.
 * - A flagged result (the response-quality check) or a flat one (nothing stands out beyond measurement
 *   error) suggests nothing: there is nothing in it to trace a reason to.
 */

/** What the content says about one 专业类: its interest types (main first) and the intelligences it uses most (main first). */
export interface CategoryLink {
  holland: readonly HollandType[];
  intelligences: readonly IntelligenceKey[];
  /** A few occupations the 专业类 leads to, joined with 、. */
  jobs: string;
}

export interface ProfileReports {
  hld?: HldReport | null;
  dyzn?: DyznReport | null;
  mbti?: MbtiReport | null;
}

/** Which results the response-quality check flagged. */
export type ProfileFlags = Partial<Record<'hld' | 'dyzn' | 'mbti', boolean>>;

export interface StrongInterest {
  type: HollandType;
  name: string;
  score: number;
  /** Shares first place (within the band of the highest score). */
  leading: boolean;
}

export interface StrongIntelligence {
  key: IntelligenceKey;
  name: string;
  score: number;
  /** 优势 (true) or 较优势. */
  advantage: boolean;
}

export interface SuggestedCategory {
  code: string;
  name: string;
  /** Higher first; only for ordering. */
  weight: number;
  interests: StrongInterest[];
  intelligences: StrongIntelligence[];
  /** 「因为你的研究型（78分）和现实型（70分）兴趣得分较高，且逻辑-数学智能是你的优势」 */
  reason: string;
  jobs: string;
}

/** The interests a suggestion may rest on; none for a missing, flagged or flat result. */
export function strongInterests(hld: HldReport | null | undefined, flagged = false): StrongInterest[] {
  if (!hld || flagged || hld.profile === 'flat') return [];
  const leading = new Set(hld.leaders.map((leader) => leader.type));
  return hld.analysis
    .filter((entry) => leading.has(entry.type) || (entry.rank <= 3 && entry.score >= HIGH_SCORE_MIN))
    .map((entry) => ({ type: entry.type, name: entry.name, score: entry.score, leading: leading.has(entry.type) }));
}

/** The intelligences a suggestion may rest on: 优势 and 较优势 of a usable result. */
export function strongIntelligences(dyzn: DyznReport | null | undefined, flagged = false): StrongIntelligence[] {
  if (!dyzn || flagged || dyzn.profile === 'flat') return [];
  return dyzn.result_description
    .filter((level) => level.level === 'advantage' || level.level === 'comparative')
    .flatMap((level) => level.list.map((item) => ({ key: item.key, name: item.name, score: item.score, advantage: level.level === 'advantage' })));
}

const joinNames = (names: string[]) => (names.length <= 2 ? names.join('和') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`);

function reasonOf(interests: StrongInterest[], intelligences: StrongIntelligence[]): string {
  const advantage = intelligences.filter((i) => i.advantage);
  const comparative = intelligences.filter((i) => !i.advantage);
  const abilities = [
    ...(advantage.length ? [`${joinNames(advantage.map((i) => i.name))}是你的优势`] : []),
    ...(comparative.length ? [`${joinNames(comparative.map((i) => i.name))}相对较强`] : []),
  ].join('，');
  const interest = interests.length ? `你的${joinNames(interests.map((i) => `${i.name}（${i.score}分）`))}兴趣得分较高` : '';
  return `因为${[interest, abilities].filter(Boolean).join('，且')}`;
}

/** At most this many suggestions: a page to explore, not a catalogue. */
export const MAX_SUGGESTIONS = 12;

/**
 * The suggested 专业类, strongest first (ties in catalogue order), at most `MAX_SUGGESTIONS`.
 * `categories` is the catalogue in its order (code and name); `links` what the content says about each.
 */
export function suggestCategories(
  reports: ProfileReports,
  flags: ProfileFlags,
  categories: readonly { code: string; name: string }[],
  links: Readonly<Record<string, CategoryLink>>,
): SuggestedCategory[] {
  const interests = strongInterests(reports.hld, flags.hld);
  const intelligences = strongIntelligences(reports.dyzn, flags.dyzn);
  const byInterest = new Map(interests.map((i) => [i.type, i]));
  const byIntelligence = new Map(intelligences.map((i) => [i.key, i]));
  const suggestions: SuggestedCategory[] = [];
  categories.forEach(({ code, name }) => {
    const link = links[code];
    if (!link) return;
    const matchedInterests = link.holland.flatMap((type) => byInterest.get(type) ?? []);
    const matchedIntelligences = link.intelligences.flatMap((key) => byIntelligence.get(key) ?? []);
    const main = byInterest.get(link.holland[0]);
    // The main interest's score leads; each further match adds less than the band between two interests.
    let weight: number;
    if (interests.length) {
      if (!main) return;
      weight = main.score + 10 * (matchedInterests.length - 1) + matchedIntelligences.reduce((sum, i) => sum + (i.advantage ? 5 : 2), 0);
    } else {
      const mainIntelligence = byIntelligence.get(link.intelligences[0]);
      if (!mainIntelligence?.advantage) return;
      weight = matchedIntelligences.reduce((sum, i) => sum + i.score, 0);
    }
    suggestions.push({
      code,
      name,
      weight,
      interests: matchedInterests,
      intelligences: matchedIntelligences,
      reason: reasonOf(matchedInterests, matchedIntelligences),
      jobs: link.jobs,
    });
  });
  // A stable sort keeps the catalogue order within a weight.
  return suggestions.sort((a, b) => b.weight - a.weight).slice(0, MAX_SUGGESTIONS);
}
