import type { DyznInstrument, DyznLevel, IntelligenceContent, IntelligenceKey } from './types';

/** The eight intelligences in canonical order (listing order within a tie; never a tie-break). */
export const INTELLIGENCE_ORDER: IntelligenceKey[] = ['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist'];

/**
 * The four levels (spec: ranks 1-2, 3-4, 5-6, 7-8, comparing the student with themself). A level also
 * needs a minimum score, so a low score never reads as a strength: `min` is on the 0-90 scale (45 is an
 * average answer between 有点像我 and 比较像我, 30 is 有点像我, 15 half of it).
 */
export const DYZN_LEVELS: { key: DyznLevel; name: string; min: number }[] = [
  { key: 'advantage', name: '优势', min: 45 },
  { key: 'comparative', name: '较优势', min: 30 },
  { key: 'general', name: '一般', min: 15 },
  { key: 'weak', name: '弱势', min: 0 },
];

export const DYZN_MAX_SCORE = 90;

export interface DyznScore {
  key: IntelligenceKey;
  /** 0-90, one decimal: raw / (3 × items) × 90. */
  score: number;
  /** Competition rank: equal scores share a rank (1, 1, 3 …). */
  rank: number;
  level: DyznLevel;
}

/** The level of a rank, lowered until the score reaches the level's minimum. Equal scores share rank and level. */
export function levelOf(rank: number, score: number): DyznLevel {
  const byRank = Math.floor((rank - 1) / 2);
  return DYZN_LEVELS.slice(byRank).find((l) => score >= l.min)!.key;
}

/** Scores in canonical order with competition ranks: equal scores share their rank and their level. */
export function scoreDyzn(instrument: DyznInstrument, values: ReadonlyMap<number, number>): DyznScore[] {
  const maxOption = Math.max(...instrument.options.map((o) => o.value));
  const raw = new Map(INTELLIGENCE_ORDER.map((k) => [k, { sum: 0, items: 0 }]));
  for (const item of instrument.items) {
    const entry = raw.get(item.intelligence)!;
    entry.sum += values.get(item.id) ?? 0;
    entry.items += 1;
  }
  const scores = INTELLIGENCE_ORDER.map((key) => {
    const { sum, items } = raw.get(key)!;
    return { key, exact: items ? (sum / (maxOption * items)) * DYZN_MAX_SCORE : 0 };
  });
  return scores.map(({ key, exact }) => {
    const rank = 1 + scores.filter((s) => s.exact > exact + 1e-9).length;
    const score = Math.round(exact * 10) / 10;
    return { key, score, rank, level: levelOf(rank, score) };
  });
}

export interface DyznResultItem {
  key: IntelligenceKey;
  name: string;
  score: number;
  rank: number;
  /** Another intelligence has the same score (并列). */
  tied: boolean;
  /** Spelling of the spec's field. */
  descrition: string;
  summary: string;
  advice: string;
  /** Empty for a weak (弱势) intelligence: no occupations are suggested from a weakness. */
  occupation: string;
  major: string;
}

export interface DyznReport {
  result_description: { name: string; level: DyznLevel; list: DyznResultItem[] }[];
  scoreNumList: number[];
  scoreNameList: string[];
  scoreColorList: string[];
}

/** The spec's result shape, with level-specific text for each intelligence. */
export function buildDyznReport(scores: DyznScore[], content: Record<IntelligenceKey, IntelligenceContent>): DyznReport {
  const byRank = [...scores].sort((a, b) => a.rank - b.rank || INTELLIGENCE_ORDER.indexOf(a.key) - INTELLIGENCE_ORDER.indexOf(b.key));
  return {
    result_description: DYZN_LEVELS.map((level) => ({
      name: level.name,
      level: level.key,
      list: byRank
        .filter((s) => s.level === level.key)
        .map((s) => {
          const c = content[s.key];
          return {
            key: s.key,
            name: c.name,
            score: s.score,
            rank: s.rank,
            tied: scores.some((o) => o !== s && o.rank === s.rank),
            descrition: c.levels[s.level].description,
            summary: c.summary,
            advice: c.levels[s.level].advice,
            occupation: s.level === 'weak' ? '' : c.occupation,
            major: s.level === 'weak' ? '' : c.major,
          };
        }),
    })),
    scoreNumList: scores.map((s) => s.score),
    scoreNameList: scores.map((s) => content[s.key].name),
    scoreColorList: scores.map((s) => content[s.key].color),
  };
}
