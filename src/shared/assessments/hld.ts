import type { HldInstrument, HollandGroupContent, HollandType, HollandTypeContent } from './types';

/** Hexagon order; adjacent types are alike, opposite types (R-S, I-E, A-C) least alike. */
export const HOLLAND_ORDER: HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/** Holland's rule of thumb: scores closer than this are not really different. */
export const NEAR_TIE_POINTS = 8;

export interface HldScore {
  type: HollandType;
  /** 0-100: raw / (2 × items) × 100, rounded. */
  score: number;
  rank: number;
}

/** Steps around the hexagon between two types: 1 adjacent, 2 alternate, 3 opposite. */
export function hexDistance(a: HollandType, b: HollandType): number {
  const d = Math.abs(HOLLAND_ORDER.indexOf(a) - HOLLAND_ORDER.indexOf(b));
  return Math.min(d, 6 - d);
}

/**
 * Scores in R-I-A-S-E-C order with ranks. Tie rule: equal scores keep hexagon order (R before I …),
 * so the same answers always give the same code; the report notes near-ties.
 */
export function scoreHld(instrument: HldInstrument, values: ReadonlyMap<number, number>): HldScore[] {
  const maxOption = Math.max(...instrument.options.map((o) => o.value));
  const exact = HOLLAND_ORDER.map((type) => {
    const items = instrument.items.filter((i) => i.type === type);
    const sum = items.reduce((acc, i) => acc + (values.get(i.id) ?? 0), 0);
    return { type, exact: items.length ? (sum / (maxOption * items.length)) * 100 : 0 };
  });
  const ranked = [...exact].sort((a, b) => b.exact - a.exact || HOLLAND_ORDER.indexOf(a.type) - HOLLAND_ORDER.indexOf(b.type));
  return exact.map(({ type, exact: e }) => ({ type, score: Math.round(e), rank: ranked.findIndex((r) => r.type === type) + 1 }));
}

export type IndexLevel = 'high' | 'medium' | 'low';

export interface HldReport {
  /** The three-letter interest code in rank order, e.g. 'SAE'. */
  type: string;
  /** Names of the three types in rank order, e.g. 社会型 · 艺术型 · 企业型. */
  name: string;
  group_type: string;
  group_description: string;
  nature: string;
  major: string;
  occupation: string;
  group_major: string;
  group_occupation: string;
  scorelist: { type: HollandType; name: string; score: number }[];
  /** Per-type analysis in rank order: top three use the "high" text, the rest the "low" text. */
  analysis: { type: HollandType; name: string; score: number; rank: number; text: string }[];
  consistency: { level: IndexLevel; label: string; text: string };
  differentiation: { value: number; level: IndexLevel; label: string; text: string };
  /** Plain-words notes on scores that are too close to tell apart; empty when none. */
  nearTies: string[];
}

const consistencyText: Record<IndexLevel, { label: string; text: string }> = {
  high: { label: '高', text: '你最强的两种兴趣在六边形上相邻，彼此很相似，容易找到同时满足它们的专业和工作。' },
  medium: { label: '中', text: '你最强的两种兴趣在六边形上隔了一个类型，有一定差别，可以寻找能兼顾两者的方向。' },
  low: { label: '低', text: '你最强的两种兴趣在六边形上正好相对，差别很大。这并不是坏事，说明你的兴趣很丰富，可以在学习和课外活动中分别满足它们。' },
};

/** Differentiation = highest minus lowest score. Cut points: 50+ high, 25 to 49 medium, below 25 low. */
function differentiationOf(value: number): HldReport['differentiation'] {
  if (value >= 50) return { value, level: 'high', label: '高', text: '你的兴趣轮廓清晰：喜欢和不喜欢的活动区分明显，方向感比较强。' };
  if (value >= 25) return { value, level: 'medium', label: '中', text: '你的兴趣有一定倾向，但几种类型之间差距不算大，可以多尝试来进一步确认。' };
  return { value, level: 'low', label: '低', text: '你的六种兴趣得分比较接近，兴趣还在形成中。多参加不同类型的活动，会帮助你发现真正热爱的方向。' };
}

export function buildHldReport(
  scores: HldScore[],
  types: Record<HollandType, HollandTypeContent>,
  groups: Record<string, HollandGroupContent>,
): HldReport {
  const ranked = [...scores].sort((a, b) => a.rank - b.rank);
  const top = ranked.slice(0, 3);
  const code = top.map((s) => s.type).join('');
  const groupKey = [...top].sort((a, b) => HOLLAND_ORDER.indexOf(a.type) - HOLLAND_ORDER.indexOf(b.type)).map((s) => s.type).join('');
  const group = groups[groupKey];
  const first = types[top[0].type];
  const distance = hexDistance(top[0].type, top[1].type);
  const consistencyLevel: IndexLevel = distance === 1 ? 'high' : distance === 2 ? 'medium' : 'low';
  const nearTies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const a = ranked[i];
    const b = ranked[i + 1];
    if (a.score - b.score < NEAR_TIE_POINTS) {
      nearTies.push(
        `${types[a.type].name}（${a.score}分）和${types[b.type].name}（${b.score}分）相差不到${NEAR_TIE_POINTS}分，可以看作同样重要${i === 2 ? `，所以${types[b.type].name}也值得你一起参考` : ''}。`,
      );
    }
  }
  return {
    type: code,
    name: top.map((s) => types[s.type].name).join(' · '),
    group_type: group.group_type,
    group_description: group.description,
    nature: first.nature,
    major: first.major,
    occupation: first.occupation,
    group_major: group.group_major,
    group_occupation: group.group_occupation,
    scorelist: scores.map((s) => ({ type: s.type, name: types[s.type].name, score: s.score })),
    analysis: ranked.map((s) => ({ type: s.type, name: types[s.type].name, score: s.score, rank: s.rank, text: s.rank <= 3 ? types[s.type].high : types[s.type].low })),
    consistency: { level: consistencyLevel, ...consistencyText[consistencyLevel] },
    differentiation: differentiationOf(ranked[0].score - ranked[5].score),
    nearTies,
  };
}
