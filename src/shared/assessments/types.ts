/**
 * Shapes of the three instruments and of their report content.
 * Instruments and texts are data in src/content/; scoring in this folder is pure
 * and takes them as arguments, so the client (offline) and the server (authoritative)
 * compute the same result.
 */

export type AssessmentKey = 'dyzn' | 'mbti' | 'hld';

/**
 * A validity item (作答检查题): not scored, placed among the scored items to show whether the student
 * read them. 'instructed' tells the student which option to choose (「这道题请选择"否"」); 'infrequency'
 * states something nearly every reader answers one way (「我每天坐火箭上学」→ 否). Used only by the
 * response-quality check (quality.ts); docs/RESPONSE-QUALITY.md.
 */
export type CheckKind = 'instructed' | 'infrequency';

interface CheckCommon {
  /** Ids from 901 on, never a scored item's id. */
  id: number;
  /** Its place in the whole list as shown (0-based), counting scored items and checks together. */
  at: number;
  kind: CheckKind;
}

/** A validity item on a rated instrument: the option values a reader gives. */
export interface RatedCheck extends CheckCommon {
  name: string;
  accepted: readonly number[];
}

/** A validity item on the two-option instrument. */
export interface ChoiceCheck extends CheckCommon {
  bname?: string;
  name: string;
  a: string;
  b: string;
  accepted: 'a' | 'b';
}

export interface AnswerOption {
  name: string;
  value: number;
}

// ---------- Multiple intelligences (dyzn / MIDAS) ----------

export type IntelligenceKey =
  | 'linguistic' // 语言智能
  | 'logical' // 逻辑-数学智能
  | 'spatial' // 空间智能
  | 'bodily' // 身体-运动智能
  | 'musical' // 音乐智能
  | 'interpersonal' // 人际智能
  | 'intrapersonal' // 内省智能
  | 'naturalist'; // 自然观察智能

export interface DyznItem {
  id: number;
  intelligence: IntelligenceKey;
  /** The statement the student rates, e.g. 「我能把一件事讲得让同学听明白。」 */
  name: string;
}

export interface DyznInstrument {
  id: 'dyzn';
  version: string;
  /** Four options, values 0-3, shared by every item. */
  options: AnswerOption[];
  items: DyznItem[];
  /**
   * Designed consistency checks: pairs of item ids, both on one scale, worded as near-equivalents, so
   * that a careful respondent answers them alike (same pole for mbti; at most one step apart for rated
   * items). Used by the response-quality check; empty on versions without designed pairs.
   */
  consistencyPairs: readonly (readonly [number, number])[];
  /** Validity items shown among `items` (docs/RESPONSE-QUALITY.md); absent on versions before 2026.3. */
  checks?: readonly RatedCheck[];
}

export type DyznLevel = 'advantage' | 'comparative' | 'general' | 'weak';

export interface IntelligenceContent {
  key: IntelligenceKey;
  name: string; // 语言智能
  color: string; // chart colour, hex
  /** What this intelligence is, 2-3 sentences. */
  summary: string;
  /** Level-specific description and advice (优势 / 较优势 / 一般 / 弱势). */
  levels: Record<DyznLevel, { description: string; advice: string }>;
  /** Suitable occupations, joined with 、 */
  occupation: string;
  /** Suitable undergraduate majors (names from 普通高等学校本科专业目录), joined with 、 */
  major: string;
}

// ---------- Personality type (mbti) ----------

export type MbtiPole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';
export type MbtiDimension = 'EI' | 'SN' | 'TF' | 'JP';

export interface MbtiItem {
  id: number;
  dimension: MbtiDimension;
  /** Optional situation title shown above the question. */
  bname?: string;
  name: string;
  a: string;
  b: string;
  /** The pole that option a counts toward; b counts toward the other pole. */
  aPole: MbtiPole;
}

export interface MbtiInstrument {
  id: 'mbti';
  version: string;
  items: MbtiItem[];
  /**
   * Designed consistency checks: pairs of item ids, both on one scale, worded as near-equivalents, so
   * that a careful respondent answers them alike (same pole for mbti; at most one step apart for rated
   * items). Used by the response-quality check; empty on versions without designed pairs.
   */
  consistencyPairs: readonly (readonly [number, number])[];
  /** Validity items shown among `items` (docs/RESPONSE-QUALITY.md); absent on versions before 2026.3. */
  checks?: readonly ChoiceCheck[];
}

/** Every field of the spec's MBTI description, specific to one type. */
export interface MbtiTypeContent {
  type: string; // 'INTJ'
  name: string; // 类型名称, e.g. 「战略规划者」
  mingren: string;
  mingren_avatar: string; // URL of our own SVG under /images/mbti/
  mingren_desc: string;
  mingren_tezheng: string;
  t_subname: string;
  t_nature: string;
  t_leader: string;
  t_learn: string;
  t_defect: string;
  t_develop: string;
  t_work: string;
  t_domain: string;
  t_occupation: string;
  t_major: string;
  z_subname: string;
  z_subname2: string;
  z_nature: string;
  z_blackspot: string;
  z_fun: string;
  z_question: string;
  z_work_advantage: string;
  z_work_inferiority: string;
  z_station: string;
  z_occupation: string;
  z_devote: string;
  z_leader: string;
  z_defect: string;
  z_work_ambient: string;
  z_develop: string;
}

// ---------- Career interest (hld / Holland) ----------

export type HollandType = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export interface HldItem {
  id: number;
  type: HollandType;
  name: string;
}

export interface HldInstrument {
  id: 'hld';
  version: string;
  /** 是 = 2, 不确定 = 1, 否 = 0 */
  options: AnswerOption[];
  items: HldItem[];
  /**
   * Designed consistency checks: pairs of item ids, both on one scale, worded as near-equivalents, so
   * that a careful respondent answers them alike (same pole for mbti; at most one step apart for rated
   * items). Used by the response-quality check; empty on versions without designed pairs.
   */
  consistencyPairs: readonly (readonly [number, number])[];
  /** Validity items shown among `items` (docs/RESPONSE-QUALITY.md); absent on versions before 2026.3. */
  checks?: readonly RatedCheck[];
}

export interface HollandTypeContent {
  type: HollandType;
  name: string; // 现实型
  /** Basic traits of people of this type. */
  nature: string;
  /** Suitable majors (本科专业目录 names), joined with 、 */
  major: string;
  /** Suitable occupations, joined with 、 */
  occupation: string;
  /** Per-type analysis when this type is among the top three and scores at least 50 of 100. */
  high: string;
  /** Per-type analysis for a middling score: not among the strongest, not weak (e.g. rank 4 at 60 points, or rank 3 at 45). */
  middle: string;
  /** Per-type analysis when this type scores low (at most 34 of 100), whatever its rank. */
  low: string;
}

/** Content for one interest combination: the set of three top types, keyed in R-I-A-S-E-C order, e.g. 'RIA'. */
export interface HollandGroupContent {
  key: string;
  group_type: string; // name of the combination, e.g. 「动手探究型」
  description: string;
  group_major: string;
  group_occupation: string;
}

export type AnyInstrument = HldInstrument | DyznInstrument | MbtiInstrument;
