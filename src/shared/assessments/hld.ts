import type { HldInstrument, HollandGroupContent, HollandType, HollandTypeContent } from './types';

/** Hexagon order; adjacent types are alike, opposite types (R-S, I-E, A-C) least alike. */
export const HOLLAND_ORDER: HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/**
 * Scores closer than this are not told apart (points on the 0-100 scale). It is one standard error of
 * the difference between two scale scores: SD × √(2 × (1 − α)). On instrument 2026.2 the heterogeneous-
 * item simulation (500 attentive students) gives α = .78-.84 (mean .81) and SD 19-21 points per type,
 * so 20 × √0.38 ≈ 12 (the audit's own simulation, α .83 and SD 24, gave 14). Replace the figures with
 * real ones once `npm run reliability` has enough first attempts.
 */
export function nearTieBand(alpha: number, sd: number): number {
  return Math.round(sd * Math.sqrt(2 * (1 - alpha)));
}
export const HLD_SCALE_ALPHA = 0.81;
export const HLD_SCALE_SD = 20;
export const NEAR_TIE_POINTS = nearTieBand(HLD_SCALE_ALPHA, HLD_SCALE_SD);

/** Per-type texts by absolute score as well as rank: at most this a type reads as weak, at least HIGH_SCORE_MIN as strong. */
export const LOW_SCORE_MAX = 34;
export const HIGH_SCORE_MIN = 50;

export interface HldScore {
  type: HollandType;
  /** 0-100: raw / (2 × items) × 100, rounded. */
  score: number;
  /** Competition rank: equal scores share a rank (1, 1, 3 …) and are reported as tied (并列). */
  rank: number;
}

/** Steps around the hexagon between two types: 1 adjacent, 2 alternate, 3 opposite. */
export function hexDistance(a: HollandType, b: HollandType): number {
  const d = Math.abs(HOLLAND_ORDER.indexOf(a) - HOLLAND_ORDER.indexOf(b));
  return Math.min(d, 6 - d);
}

/**
 * Scores in R-I-A-S-E-C order with competition ranks: equal scores share their rank. Listing order
 * within a tie follows the hexagon only so that the same answers always list the same way; the report
 * says the types are tied and offers every code the tie allows.
 */
export function scoreHld(instrument: HldInstrument, values: ReadonlyMap<number, number>): HldScore[] {
  const maxOption = Math.max(...instrument.options.map((o) => o.value));
  const exact = HOLLAND_ORDER.map((type) => {
    const items = instrument.items.filter((i) => i.type === type);
    const sum = items.reduce((acc, i) => acc + (values.get(i.id) ?? 0), 0);
    return { type, exact: items.length ? (sum / (maxOption * items.length)) * 100 : 0 };
  });
  return exact.map(({ type, exact: e }) => ({ type, score: Math.round(e), rank: 1 + exact.filter((o) => o.exact > e + 1e-9).length }));
}

export type IndexLevel = 'high' | 'medium' | 'low';
/** The consistency index is not computed for a flat profile: the first two places are not known. */
export type ConsistencyLevel = IndexLevel | 'none';

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
  /** Per-type analysis in rank order; the text depends on the score as well as the rank. */
  analysis: { type: HollandType; name: string; score: number; rank: number; tied: boolean; text: string }[];
  consistency: { level: ConsistencyLevel; label: string; text: string };
  differentiation: { value: number; level: IndexLevel; label: string; text: string };
  /** Plain-words notes on scores that are too close to tell apart; empty when none. */
  nearTies: string[];
  /** Other codes the scores allow equally well (ties and near-ties at places 1|2, 2|3, 3|4), with their names. */
  alternatives: { type: string; group_type: string }[];
  /** The near-tie band in points (one standard error of a difference). */
  band: number;
  /** 'flat' when the highest and lowest scores are within the band: no interest stands out yet. */
  profile: 'flat' | 'differentiated';
  /** An honest explanation for a flat or uniformly low profile; empty otherwise. */
  profileNote: string;
}

const consistencyText: Record<IndexLevel, { label: string; text: string }> = {
  high: { label: '高', text: '你最强的两种兴趣在六边形上相邻，彼此很相似，容易找到同时满足它们的专业和工作。' },
  medium: { label: '中', text: '你最强的两种兴趣在六边形上隔了一个类型，有一定差别，可以寻找能兼顾两者的方向。' },
  low: { label: '低', text: '你最强的两种兴趣在六边形上正好相对，差别很大。这并不是坏事，说明你的兴趣很丰富，可以在学习和课外活动中分别满足它们。' },
};
const consistencyNotComputed = { level: 'none' as const, label: '不适用', text: '你的六种兴趣得分很接近，排在前两位的是哪两种并不确定，所以这次不计算一致性。' };

/** Differentiation = highest minus lowest score. Cut points: 50+ high, 25 to 49 medium, below 25 low. */
function differentiationOf(value: number): HldReport['differentiation'] {
  if (value >= 50) return { value, level: 'high', label: '高', text: '你的兴趣轮廓清晰：喜欢和不喜欢的活动区分明显，方向感比较强。' };
  if (value >= 25) return { value, level: 'medium', label: '中', text: '你的兴趣有一定倾向，但几种类型之间差距不算大，可以多尝试来进一步确认。' };
  return { value, level: 'low', label: '低', text: '你的六种兴趣得分比较接近，兴趣还在形成中。多参加不同类型的活动，会帮助你发现真正热爱的方向。' };
}

/** Codes the scores allow as well as `ranked`'s: a type within the band of a place may take it. At most four. */
function alternativeCodes(ranked: HldScore[], band: number): string[] {
  const primary = ranked
    .slice(0, 3)
    .map((s) => s.type)
    .join('');
  const codes: string[] = [];
  for (let place = 0; place < 3; place++) {
    for (let j = place + 1; j < 6 && ranked[place].score - ranked[j].score < band; j++) {
      const order = ranked.map((s) => s.type);
      order.splice(place, 0, ...order.splice(j, 1));
      const code = order.slice(0, 3).join('');
      if (code !== primary && !codes.includes(code)) codes.push(code);
    }
  }
  return codes.slice(0, 4);
}

function pairNote(a: { name: string; score: number }, b: { name: string; score: number }, band: number, last: boolean): string {
  const also = last ? `，所以${b.name}也值得你一起参考` : '';
  if (a.score === b.score) return `${a.name}和${b.name}得分相同（都是${a.score}分），是并列的${also}。`;
  return `${a.name}（${a.score}分）和${b.name}（${b.score}分）相差不到${band}分，在测量误差范围内，可以看作同样重要${also}。`;
}

function profileNoteOf(ranked: HldScore[], band: number, flat: boolean): string {
  const max = ranked[0].score;
  const min = ranked[5].score;
  if (max <= LOW_SCORE_MAX) {
    return `你对这份测评里的大多数活动都回答了"否"或"不确定"（最高分只有${max}分）。这可能是因为你还没有机会接触这些活动，或者暂时没有特别想做的事，这在你这个年龄很常见。上面的兴趣代码只反映哪几类相对高一点，不代表你真的喜欢它们。多去尝试不同的课程、社团和实践活动，过一段时间再测一次，结果会更有参考价值。`;
  }
  if (flat) {
    const level = min >= HIGH_SCORE_MIN ? '你对很多类型的活动都有兴趣' : '你的兴趣还没有明显的偏向';
    return `你的六种兴趣得分很接近（最高${max}分，最低${min}分，相差不到${band}分，在测量误差范围内），${level}。上面的兴趣代码只是几种可能之一，不必把它当作结论。多参加不同类型的活动，留意哪些事让你做完还想再做，过一段时间再测一次。`;
  }
  return '';
}

export function buildHldReport(
  scores: HldScore[],
  types: Record<HollandType, HollandTypeContent>,
  groups: Record<string, HollandGroupContent>,
  band: number = NEAR_TIE_POINTS,
): HldReport {
  const ranked = [...scores].sort((a, b) => a.rank - b.rank || HOLLAND_ORDER.indexOf(a.type) - HOLLAND_ORDER.indexOf(b.type));
  const top = ranked.slice(0, 3);
  const code = top.map((s) => s.type).join('');
  const groupOf = (c: string) => groups[[...c].sort((a, b) => HOLLAND_ORDER.indexOf(a as HollandType) - HOLLAND_ORDER.indexOf(b as HollandType)).join('')];
  const group = groupOf(code);
  const first = types[top[0].type];
  const flat = ranked[0].score - ranked[5].score < band;
  const distance = hexDistance(top[0].type, top[1].type);
  const consistencyLevel: IndexLevel = distance === 1 ? 'high' : distance === 2 ? 'medium' : 'low';
  const named = (s: HldScore) => ({ name: types[s.type].name, score: s.score });
  const nearTies: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (ranked[i].score - ranked[i + 1].score < band) nearTies.push(pairNote(named(ranked[i]), named(ranked[i + 1]), band, i === 2));
  }
  const textOf = (s: HldScore) => {
    const content = types[s.type];
    if (s.score <= LOW_SCORE_MAX) return content.low;
    return s.rank <= 3 && s.score >= HIGH_SCORE_MIN ? content.high : content.middle;
  };
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
    analysis: ranked.map((s) => ({
      type: s.type,
      name: types[s.type].name,
      score: s.score,
      rank: s.rank,
      tied: scores.some((o) => o !== s && o.rank === s.rank),
      text: textOf(s),
    })),
    consistency: flat ? consistencyNotComputed : { level: consistencyLevel, ...consistencyText[consistencyLevel] },
    differentiation: differentiationOf(ranked[0].score - ranked[5].score),
    nearTies,
    alternatives: flat ? [] : alternativeCodes(ranked, band).map((c) => ({ type: c, group_type: groupOf(c).group_type })),
    band,
    profile: flat ? 'flat' : 'differentiated',
    profileNote: profileNoteOf(ranked, band, flat),
  };
}
