import { type Combination, combinationSatisfies, combinationsOf, type Model, SUBJECTS, type Subject } from './requirement';

/**
 * A school's 选科意向 round (docs/SCHOOL.md, "选科意向"): the rules the server, the teacher's page, the
 * student's page and the Excel file share. Pure: no content, no database.
 */

/** How each model is put to a student and a teacher. */
export const MODEL_TEXT: Record<Model, { name: string; rule: string }> = {
  '3+1+2': { name: '3+1+2', rule: '首选科目在 物理、历史 中选 1 门，再选科目在 化学、生物、思想政治、地理 中选 2 门，共 12 种组合' },
  '3+3': { name: '3+3', rule: '在 物理、化学、生物、思想政治、历史、地理 中任选 3 门，共 20 种组合' },
};

/**
 * The 新高考 model of each province's students (provinces in the first wave of 2014-2017 kept 3+3; the
 * others adopted 3+1+2). A school whose province is known opens its rounds with it; 新疆 and 西藏 follow
 * 3+1+2 as announced. A province not listed leaves the choice to the teacher.
 */
export const PROVINCE_MODEL: Readonly<Record<string, Model>> = {
  北京: '3+3',
  天津: '3+3',
  上海: '3+3',
  浙江: '3+3',
  山东: '3+3',
  海南: '3+3',
  河北: '3+1+2',
  辽宁: '3+1+2',
  江苏: '3+1+2',
  福建: '3+1+2',
  湖北: '3+1+2',
  湖南: '3+1+2',
  广东: '3+1+2',
  重庆: '3+1+2',
  黑龙江: '3+1+2',
  吉林: '3+1+2',
  安徽: '3+1+2',
  江西: '3+1+2',
  广西: '3+1+2',
  贵州: '3+1+2',
  甘肃: '3+1+2',
  山西: '3+1+2',
  河南: '3+1+2',
  四川: '3+1+2',
  云南: '3+1+2',
  内蒙古: '3+1+2',
  陕西: '3+1+2',
  青海: '3+1+2',
  宁夏: '3+1+2',
  新疆: '3+1+2',
  西藏: '3+1+2',
};

/** The model of a province (「广东」, 「广东省」, 「内蒙古自治区」), or null when unknown. */
export function modelOfProvince(province: string | null | undefined): Model | null {
  if (!province) return null;
  const name = province.trim().replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');
  return PROVINCE_MODEL[name] ?? null;
}

/** The combination of a model a label names (「物理+化学+生物」), or null when it is none of them. */
export function combinationOf(model: Model, label: string): Combination | null {
  return combinationsOf(model).find((c) => c.label === label) ?? null;
}

/** The longest note a student may add to their choice. */
export const NOTE_MAX = 100;
/** The longest title of a round. */
export const TITLE_MAX = 40;

/** The 3+1+2 choice in words: 「首选物理，再选化学、生物」; 3+3: 「物理、化学、生物」. */
export function choiceText(combination: Combination): string {
  if (combination.model === '3+3') return combination.subjects.join('、');
  const [first, ...pair] = combination.subjects;
  return `首选${first}，再选${pair.join('、')}`;
}

export interface RoundCounts {
  /** Every combination of the model, most chosen first (ties in the model's order), with how many chose it. */
  combinations: { label: string; count: number }[];
  /** Each subject with how many chose a combination holding it (3+1+2: 物理 and 历史 are the 首选). */
  subjects: { subject: Subject; count: number }[];
  submitted: number;
}

/** The counts of a round from the combinations in force (labels of its model; any other label is not counted). */
export function countChoices(model: Model, labels: readonly string[]): RoundCounts {
  const all = combinationsOf(model);
  const byLabel = new Map(all.map((c, index) => [c.label, { combination: c, index, count: 0 }]));
  let submitted = 0;
  for (const label of labels) {
    const entry = byLabel.get(label);
    if (!entry) continue;
    entry.count++;
    submitted++;
  }
  const combinations = [...byLabel.values()].sort((a, b) => b.count - a.count || a.index - b.index).map((e) => ({ label: e.combination.label, count: e.count }));
  const subjects = SUBJECTS.map((subject) => ({
    subject,
    count: [...byLabel.values()].filter((e) => e.combination.subjects.includes(subject)).reduce((sum, e) => sum + e.count, 0),
  }));
  return { combinations, subjects, submitted };
}

export interface RoundChanges {
  /** Students whose combination differs from the previous round's, with both. */
  moved: { studentId: number; from: string; to: string }[];
  /** The same moves counted per (from, to), most first. */
  flows: { from: string; to: string; count: number }[];
  /** Submitted in both rounds with the same combination. */
  kept: number;
  /** Submitted now, not in the previous round. */
  added: number;
  /** Submitted in the previous round, not (yet) in this one. */
  missing: number;
}

/** Who moved from what to what between the previous round and this one (student id → combination label). */
export function changesBetween(current: ReadonlyMap<number, string>, previous: ReadonlyMap<number, string>): RoundChanges {
  const moved: RoundChanges['moved'] = [];
  let kept = 0;
  let added = 0;
  for (const [studentId, to] of current) {
    const from = previous.get(studentId);
    if (from === undefined) added++;
    else if (from === to) kept++;
    else moved.push({ studentId, from, to });
  }
  const missing = [...previous.keys()].filter((id) => !current.has(id)).length;
  const flows = new Map<string, { from: string; to: string; count: number }>();
  for (const m of moved) {
    const key = `${m.from}→${m.to}`;
    const flow = flows.get(key) ?? { from: m.from, to: m.to, count: 0 };
    flow.count++;
    flows.set(key, flow);
  }
  return { moved, flows: [...flows.values()].sort((a, b) => b.count - a.count || a.from.localeCompare(b.from, 'zh') || a.to.localeCompare(b.to, 'zh')), kept, added, missing };
}

/** What the per-专业类 table gives a round: the class's code, name and its common requirement (null: not observed). */
export interface CategoryRequirement {
  code: string;
  name: string;
  req3plus3: { subjects: Subject[] } | null;
}

export interface ClosedCategories {
  /** Suggested 专业类 whose common requirement the combination does not meet. */
  closed: { code: string; name: string; requirement: string }[];
  /** Suggested 专业类 it keeps open. */
  open: { code: string; name: string }[];
  /** Suggested 专业类 without a requirement in the data (not observed): neither. */
  unknown: { code: string; name: string }[];
}

/** Which of a student's suggested 专业类 their combination closes, by each class's common requirement. */
export function closedCategories(combination: Combination, suggested: readonly { code: string; name: string }[], table: readonly CategoryRequirement[]): ClosedCategories {
  const byCode = new Map(table.map((c) => [c.code, c]));
  const out: ClosedCategories = { closed: [], open: [], unknown: [] };
  for (const s of suggested) {
    const category = byCode.get(s.code);
    const name = category?.name ?? s.name;
    if (!category?.req3plus3) out.unknown.push({ code: s.code, name });
    else if (combinationSatisfies(combination, category.req3plus3.subjects)) out.open.push({ code: s.code, name });
    else out.closed.push({ code: s.code, name, requirement: category.req3plus3.subjects.join('+') || '不提' });
  }
  return out;
}

/**
 * Which of two submissions of one student is in force: the later by the time it was made (device clock,
 * never later than when the server got it), then the larger submission id. Arrival order never decides:
 * a tablet that was offline delivers an older choice after a newer one.
 */
export function isLater(a: { submittedAt: number; submissionId: string }, b: { submittedAt: number; submissionId: string }): boolean {
  return a.submittedAt !== b.submittedAt ? a.submittedAt > b.submittedAt : a.submissionId > b.submissionId;
}

/** The state of a round at `now`: open until it is closed or its closing time has passed. */
export function roundIsOpen(round: { closedAt: number | null; closesAt: number | null }, now: number): boolean {
  return round.closedAt === null && (round.closesAt === null || round.closesAt > now);
}
