import type { HldInstrument, HollandGroupContent, HollandType, HollandTypeContent } from './types';

/** Hexagon order; adjacent types are alike, opposite types (R-S, I-E, A-C) least alike. */
export const HOLLAND_ORDER: HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/**
 * Scores closer than this are not told apart (points on the 0-100 scale): the band is the standard error
 * of the difference between two of one student's type scores, rounded up to whole points (scores are
 * whole numbers, so "closer than 12" means at most 11 apart).
 *
 * Measured on the current instrument (2026.3: the 72 scored items of 2026.2 and validity items) with
 * the simulation (tests/support/psychometrics/measurement-error.ts,
 * `differenceError`): 2,000 simulated students each take the test twice with the same true interests
 * and style; the difference between two types changes between the sittings only by error, so
 * SE_diff = SD(d₁ − d₂) / √2 = 11.6 points. The classical estimate from one sitting,
 * √(SEM_a² + SEM_b²) with SEM = SD·√(1 − α) (α .80-.87, SD 20), gives 11.6 as well. The audit of
 * issue 30 found 14.3 on its own simulation; `npm run reliability` will replace both with real data.
 * hld.test.ts re-measures it and fails when the instrument's error moves away from this figure.
 */
export const HLD_SE_DIFFERENCE = 11.6;
export const NEAR_TIE_POINTS = Math.ceil(HLD_SE_DIFFERENCE);

/** Per-type texts by absolute score as well as rank: at most this a type reads as weak, at least HIGH_SCORE_MIN as strong. */
export const LOW_SCORE_MAX = 34;
export const HIGH_SCORE_MIN = 50;

export interface HldScore {
  type: HollandType;
  /** 0-100: raw / (2 × items) × 100, rounded. */
  score: number;
  /** Competition rank: equal scores share a rank (1, 1, 3 …) and are reported as tied (并列). */
  rank: number;
  /** Listing position 1-6: by score, and within an exact tie by `tieOrder` (never by the hexagon). */
  order: number;
}

/** Steps around the hexagon between two types: 1 adjacent, 2 alternate, 3 opposite. */
export function hexDistance(a: HollandType, b: HollandType): number {
  const d = Math.abs(HOLLAND_ORDER.indexOf(a) - HOLLAND_ORDER.indexOf(b));
  return Math.min(d, 6 - d);
}

/**
 * The order of exactly tied types: a hash of the scored answers (ids and values, in id order; validity
 * items and anything else in `values` are left out, they never change a report) mixed
 * with each type's letter. The same answers always list the same way, on the device and on the server,
 * and across sheets every order of a tie is about equally likely: a random sheet does not lean R, as it
 * did when ties were listed in hexagon order. A tie is not hidden by this: the report names tied types
 * together (heading, notes, 并列 badges) and offers the codes an exact tie allows. A meaningful tie-break
 * (e.g. more 是 answers) was considered and rejected: it would favour students who avoid 不确定, which
 * is a response style, not an interest.
 */
export function tieOrder(values: ReadonlyMap<number, number>, scoredIds: readonly number[]): Record<HollandType, number> {
  let h = 0x811c9dc5;
  const mix = (x: number) => {
    h = Math.imul(h ^ (x & 0xffff), 0x01000193) >>> 0;
    h = Math.imul(h ^ (x >>> 16), 0x01000193) >>> 0;
  };
  for (const id of [...scoredIds].sort((p, q) => p - q)) {
    mix(id);
    mix((values.get(id) ?? 0) + 7);
  }
  const key = (type: HollandType) => {
    let x = (h ^ Math.imul(type.charCodeAt(0), 0x9e3779b1)) >>> 0;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
    return (x ^ (x >>> 16)) >>> 0;
  };
  return Object.fromEntries(HOLLAND_ORDER.map((t) => [t, key(t)])) as Record<HollandType, number>;
}

/** Scores in R-I-A-S-E-C order with competition ranks (equal scores share their rank) and a listing order. */
export function scoreHld(instrument: HldInstrument, values: ReadonlyMap<number, number>): HldScore[] {
  const maxOption = Math.max(...instrument.options.map((o) => o.value));
  const exact = HOLLAND_ORDER.map((type) => {
    const items = instrument.items.filter((i) => i.type === type);
    const sum = items.reduce((acc, i) => acc + (values.get(i.id) ?? 0), 0);
    return { type, exact: items.length ? (sum / (maxOption * items.length)) * 100 : 0 };
  });
  const tie = tieOrder(
    values,
    instrument.items.map((i) => i.id),
  );
  const ranked = exact.map(({ type, exact: e }) => ({ type, e, rank: 1 + exact.filter((o) => o.exact > e + 1e-9).length }));
  const listed = [...ranked].sort((p, q) => p.rank - q.rank || tie[p.type] - tie[q.type]).map((x) => x.type);
  return ranked.map(({ type, e, rank }) => ({ type, score: Math.round(e), rank, order: listed.indexOf(type) + 1 }));
}

export type IndexLevel = 'high' | 'medium' | 'low';
/** The consistency index is not computed for a flat profile: the first two places are not known. */
export type ConsistencyLevel = IndexLevel | 'none';

/** A type that shares first place (exactly or within the band): its traits, majors and occupations. */
export interface HldLeader {
  type: HollandType;
  name: string;
  score: number;
  nature: string;
  major: string;
  occupation: string;
}

export interface HldReport {
  /** The three-letter interest code in listing order, e.g. 'SAE'; within an exact tie the order is neutral (see tieOrder). */
  type: string;
  /** Names of the three types in rank order, e.g. 社会型 · 艺术型 · 企业型. */
  name: string;
  group_type: string;
  group_description: string;
  /** The first-listed type's traits, majors and occupations (kept for older readers; `leaders` holds every type sharing first place). */
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
  /** Other combinations (another set of three types) that exactly equal scores allow as well as `type`'s. */
  alternatives: { type: string; group_type: string }[];
  /** The near-tie band in points (one standard error of a difference). */
  band: number;
  /** Every type within the band of the highest score, in listing order; empty for a flat profile. */
  leaders: HldLeader[];
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

/**
 * Combinations that exactly equal scores allow as well: a type listed 4th-6th with the same score as one
 * of the first three may take its place. Only other sets of three letters are offered (a tie inside the
 * code changes its order, not its combination, and the heading and notes say so). At most four.
 */
function alternativeCodes(ranked: HldScore[]): string[] {
  const code = ranked.slice(0, 3).map((s) => s.type);
  const codes: string[] = [];
  for (let place = 0; place < 3; place++) {
    for (const other of ranked.slice(3)) {
      if (other.rank !== ranked[place].rank) continue;
      const swapped = [...code];
      swapped[place] = other.type;
      const c = swapped.join('');
      if (!codes.includes(c)) codes.push(c);
    }
  }
  return codes.slice(0, 4);
}

const levelName: Record<IndexLevel, string> = { high: '高', medium: '中', low: '低' };
const levelOfPair = (a: HollandType, b: HollandType): IndexLevel => {
  const d = hexDistance(a, b);
  return d === 1 ? 'high' : d === 2 ? 'medium' : 'low';
};

/**
 * Consistency of the first two places. When the first or second place is shared (exactly or within the
 * band), every pair the scores allow is rated; if they disagree, no single level is claimed.
 */
function consistencyOf(ranked: HldScore[], band: number): HldReport['consistency'] {
  const top = ranked[0].score;
  const leaders = ranked.filter((s) => top - s.score < band);
  let pairs: [HollandType, HollandType][];
  if (leaders.length >= 2) {
    pairs = leaders.flatMap((a, i) => leaders.slice(i + 1).map((b) => [a.type, b.type] as [HollandType, HollandType]));
  } else {
    const second = ranked[1].score;
    pairs = ranked
      .slice(1)
      .filter((s) => second - s.score < band)
      .map((s) => [ranked[0].type, s.type] as [HollandType, HollandType]);
  }
  const levels = [...new Set(pairs.map(([a, b]) => levelOfPair(a, b)))];
  if (levels.length === 1) return { level: levels[0], ...consistencyText[levels[0]] };
  const order: IndexLevel[] = ['low', 'medium', 'high'];
  const range = order.filter((l) => levels.includes(l));
  return {
    level: 'none',
    label: `${levelName[range[0]]}到${levelName[range.at(-1)!]}`,
    text: `排在前两位的是哪两种兴趣还不能确定（有几种分数很接近），按不同的组合，一致性在${levelName[range[0]]}到${levelName[range.at(-1)!]}之间。可以先看看分数接近的几种兴趣，想想哪两种最像你。`,
  };
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

/** The clause of every `middle` text that says the type is not the strongest (content test: each has it once). */
export const NOT_STRONGEST = '，但它还不是你最强烈的方向：';

export function buildHldReport(
  scores: HldScore[],
  types: Record<HollandType, HollandTypeContent>,
  groups: Record<string, HollandGroupContent>,
  band: number = NEAR_TIE_POINTS,
): HldReport {
  const ranked = [...scores].sort((a, b) => a.order - b.order);
  const top = ranked.slice(0, 3);
  const code = top.map((s) => s.type).join('');
  const groupOf = (c: string) => groups[[...c].sort((a, b) => HOLLAND_ORDER.indexOf(a as HollandType) - HOLLAND_ORDER.indexOf(b as HollandType)).join('')];
  const group = groupOf(code);
  const first = types[top[0].type];
  const flat = ranked[0].score - ranked[5].score < band;
  const named = (s: HldScore) => ({ name: types[s.type].name, score: s.score });
  const nearTies: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (ranked[i].score - ranked[i + 1].score < band) nearTies.push(pairNote(named(ranked[i]), named(ranked[i + 1]), band, i === 2));
  }
  // "Among your strongest" needs a profile that stands out, 50+ points, and a place in the first three or
  // a score within the band of the third place; "not your strongest" (middle) is then beyond the band of it.
  // The middle text says "not your strongest direction": only when the type is clearly below the highest.
  const third = ranked[2].score;
  const textOf = (s: HldScore) => {
    const content = types[s.type];
    if (s.score <= LOW_SCORE_MAX) return content.low;
    if (!flat && s.score >= HIGH_SCORE_MIN && (s.order <= 3 || third - s.score < band)) return content.high;
    return ranked[0].score - s.score < band ? content.middle.replace(NOT_STRONGEST, '：') : content.middle;
  };
  const leaders = flat ? [] : ranked.filter((s) => ranked[0].score - s.score < band);
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
    consistency: flat ? consistencyNotComputed : consistencyOf(ranked, band),
    differentiation: differentiationOf(ranked[0].score - ranked[5].score),
    nearTies,
    alternatives: flat ? [] : alternativeCodes(ranked).map((c) => ({ type: c, group_type: groupOf(c).group_type })),
    band,
    leaders: leaders.map((s) => ({
      type: s.type,
      name: types[s.type].name,
      score: s.score,
      nature: types[s.type].nature,
      major: types[s.type].major,
      occupation: types[s.type].occupation,
    })),
    profile: flat ? 'flat' : 'differentiated',
    profileNote: profileNoteOf(ranked, band, flat),
  };
}
