import type { DyznInstrument, DyznLevel, IntelligenceContent, IntelligenceKey } from './types';

/** The eight intelligences in canonical order (listing order within a tie; never a tie-break). */
export const INTELLIGENCE_ORDER: IntelligenceKey[] = ['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist'];

/**
 * Scores closer than this are not told apart (points on the 0-90 scale): the standard error of the
 * difference between two of one student's intelligence scores, rounded up.
 *
 * Measured on the current instrument (2026.3: the scored items of 2026.2 and validity items) with
 * the simulation (tests/support/psychometrics/measurement-error.ts,
 * `differenceError`): 2,000 simulated students take the test twice with the same true profile and style;
 * SE_diff = SD(d₁ − d₂) / √2 = 12.5-12.6 points, and √(SEM_a² + SEM_b²) from one sitting (α .75-.83, SD
 * 20.4) gives 12.6 as well. Scores move in steps of 90 / 27 = 3.3, so "closer than 13" means at most 10 apart
 * (three answers' steps): 56.7 and 46.7 are not told apart, 60 and 46.7 are. The audit of issue 30
 * found ≈ 14 on its own simulation. dyzn.test.ts re-measures it.
 */
export const DYZN_SE_DIFFERENCE = 12.6;
export const DYZN_NEAR_POINTS = Math.ceil(DYZN_SE_DIFFERENCE);

/**
 * The four levels. Each is a statement about the student's highest and lowest scores that holds beyond
 * the measurement error, so no label is decided by rank alone or by a difference inside the band:
 * - 优势: within the band of the highest score, clearly above the lowest, and at least `min` (45: an
 *   average answer between 有点像我 and 比较像我), so a low score never reads as a strength;
 * - 较优势: clearly above the lowest (by the band or more) and clearly below the highest; also the highest
 *   group when it stays under 45;
 * - 弱势: within the band of the lowest score and clearly below the highest;
 * - 一般: not told apart from either end (both within the band), and every intelligence of a flat
 *   profile (highest − lowest under the band).
 */
export const DYZN_LEVELS: { key: DyznLevel; name: string; min: number }[] = [
  { key: 'advantage', name: '优势', min: 45 },
  { key: 'comparative', name: '较优势', min: 0 },
  { key: 'general', name: '一般', min: 0 },
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

/** The level of `score` among a student's scores whose highest is `top` and lowest `bottom` (see DYZN_LEVELS). */
export function levelOf(score: number, top: number, bottom: number, band: number = DYZN_NEAR_POINTS): DyznLevel {
  if (top - bottom < band) return 'general';
  const nearTop = top - score < band;
  const nearBottom = score - bottom < band;
  if (nearTop && nearBottom) return 'general';
  if (nearTop) return score >= DYZN_LEVELS[0].min ? 'advantage' : 'comparative';
  if (nearBottom) return 'weak';
  return 'comparative';
}

/** Scores in canonical order with competition ranks and levels: equal scores share their rank and their level. */
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
  const rounded = scores.map((s) => Math.round(s.exact * 10) / 10);
  const top = Math.max(...rounded);
  const bottom = Math.min(...rounded);
  return scores.map(({ key, exact }, i) => {
    const rank = 1 + scores.filter((s) => s.exact > exact + 1e-9).length;
    return { key, score: rounded[i], rank, level: levelOf(rounded[i], top, bottom) };
  });
}

export interface DyznResultItem {
  key: IntelligenceKey;
  name: string;
  score: number;
  rank: number;
  /** Another intelligence has exactly the same score (并列); scores within the band are "close", not tied. */
  tied: boolean;
  /** Spelling of the spec's field. */
  descrition: string;
  summary: string;
  advice: string;
  /** Empty for a weak (弱势) intelligence: no occupations are suggested from a weakness. Every other level has them. */
  occupation: string;
  major: string;
}

export interface DyznReport {
  result_description: { name: string; level: DyznLevel; list: DyznResultItem[] }[];
  scoreNumList: number[];
  scoreNameList: string[];
  scoreColorList: string[];
  /** The band in points (one standard error of a difference, rounded up). */
  band: number;
  /** 'flat' when the highest and lowest scores are within the band: no intelligence stands out. */
  profile: 'flat' | 'differentiated';
  /** An honest, encouraging note for a flat or uniformly low profile; empty otherwise. */
  profileNote: string;
}

/** Below this highest score every intelligence was rated low: said plainly, never read as a strength. */
export const DYZN_LOW_TOP = 45;

function profileNoteOf(scores: DyznScore[], band: number): string {
  const top = Math.max(...scores.map((s) => s.score));
  const bottom = Math.min(...scores.map((s) => s.score));
  const flat = top - bottom < band;
  const low =
    top < DYZN_LOW_TOP
      ? `你给自己的评价整体偏低（最高只有${top}分，满分90分）。自我评价常常受心情、自信心和经历的影响，没机会尝试过的事情也容易低估自己，这在你这个年龄很常见。`
      : '';
  if (flat) {
    const what = top < DYZN_LOW_TOP ? '' : '你对自己各方面的评价比较均衡。';
    return `${low}你的八种智能得分很接近（最高${top}分，最低${bottom}分，相差不到${band}分，在测量误差范围内），这次看不出哪一种明显更强或更弱。${what}可以多参加不同的课程和活动，留意哪些事你做起来又快又开心，过一段时间再测一次。`;
  }
  if (low) return `${low}报告里说的"较强"，只是和你自己的其他几项相比。多去尝试、多积累经历，过一段时间再测一次，结果会更有参考价值。`;
  return '';
}

/** The spec's result shape, with level-specific text for each intelligence. */
export function buildDyznReport(scores: DyznScore[], content: Record<IntelligenceKey, IntelligenceContent>, band: number = DYZN_NEAR_POINTS): DyznReport {
  const top = Math.max(...scores.map((s) => s.score));
  const bottom = Math.min(...scores.map((s) => s.score));
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
    band,
    profile: top - bottom < band ? 'flat' : 'differentiated',
    profileNote: profileNoteOf(scores, band),
  };
}
