import type { DyznInstrument, DyznLevel, IntelligenceContent, IntelligenceKey } from './types';

/** The eight intelligences in canonical order; ties in rank are broken by this order. */
export const INTELLIGENCE_ORDER: IntelligenceKey[] = ['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist'];

/** Ranks 1-2, 3-4, 5-6, 7-8 form the four levels (spec): this compares the student with themself. */
export const DYZN_LEVELS: { key: DyznLevel; name: string }[] = [
  { key: 'advantage', name: '优势' },
  { key: 'comparative', name: '较优势' },
  { key: 'general', name: '一般' },
  { key: 'weak', name: '弱势' },
];

export const DYZN_MAX_SCORE = 90;

export interface DyznScore {
  key: IntelligenceKey;
  /** 0-90, one decimal: raw / (3 × items) × 90. */
  score: number;
  rank: number;
  level: DyznLevel;
}

/**
 * Scores in canonical order. Rank: higher score first; equal scores keep the canonical order
 * (linguistic before logical …), so the same answers always give the same ranking.
 */
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
  const ranked = [...scores].sort((a, b) => b.exact - a.exact || INTELLIGENCE_ORDER.indexOf(a.key) - INTELLIGENCE_ORDER.indexOf(b.key));
  return scores.map(({ key, exact }) => {
    const rank = ranked.findIndex((s) => s.key === key) + 1;
    return { key, score: Math.round(exact * 10) / 10, rank, level: DYZN_LEVELS[Math.floor((rank - 1) / 2)].key };
  });
}

export interface DyznResultItem {
  key: IntelligenceKey;
  name: string;
  score: number;
  rank: number;
  /** Spelling of the spec's field. */
  descrition: string;
  summary: string;
  advice: string;
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
  const byRank = [...scores].sort((a, b) => a.rank - b.rank);
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
            descrition: c.levels[s.level].description,
            summary: c.summary,
            advice: c.levels[s.level].advice,
            occupation: c.occupation,
            major: c.major,
          };
        }),
    })),
    scoreNumList: scores.map((s) => s.score),
    scoreNameList: scores.map((s) => content[s.key].name),
    scoreColorList: scores.map((s) => content[s.key].color),
  };
}
