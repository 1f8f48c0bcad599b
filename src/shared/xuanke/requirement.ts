/**
 * 选考科目要求 (subject requirements of a university programme) and the subject combinations of the
 * two 新高考 models, as one set of rules for the client, the server and the console's import
 * (docs/XUANKE.md). Pure: no content, no files.
 *
 * A requirement is the set of subjects a student must all have taken; the empty set is 不提科目要求.
 * The 2027 通用版 has no 「或」 options, so a set is enough.
 */

/** The six elective subjects in the order the 3+3 wording uses them (物理, 化学, 生物, 思想政治, 历史, 地理). */
export const SUBJECTS = ['物理', '化学', '生物', '思想政治', '历史', '地理'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** 3+1+2: the 首选 subject (one of the two) and the 再选 subjects (two of the four). */
export const FIRST_CHOICES = ['物理', '历史'] as const;
export type FirstChoice = (typeof FIRST_CHOICES)[number];
export const SECOND_CHOICES = ['化学', '生物', '思想政治', '地理'] as const;
export type SecondChoice = (typeof SECOND_CHOICES)[number];

/** A requirement's 首选 in the 3+1+2 form: one subject, or either of them. */
export type FirstRequirement = FirstChoice | '物理或历史均可';

export const NO_REQUIREMENT_TEXT = '不提科目要求';

export function isSubject(value: string): value is Subject {
  return (SUBJECTS as readonly string[]).includes(value);
}

/** The subjects in the canonical order, each once. */
export function canonical(subjects: readonly Subject[]): Subject[] {
  return [...new Set(subjects)].sort((a, b) => SUBJECTS.indexOf(a) - SUBJECTS.indexOf(b));
}

/** 「物理+化学」, or 「不提」 for no requirement: the key a distribution is counted by. */
export function requirementLabel(subjects: readonly Subject[]): string {
  return subjects.length ? canonical(subjects).join('+') : '不提';
}

/** The inverse of `requirementLabel`; throws on a label that is not one. */
export function subjectsOfLabel(label: string): Subject[] {
  if (label === '不提') return [];
  const parts = label.split('+');
  if (!parts.every(isSubject) || new Set(parts).size !== parts.length) throw new Error(`不是选考要求：${label}`);
  return canonical(parts as Subject[]);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The `subjects_list` field of the per-university file: subjects joined by 「|」 (「物理|化学」), empty for
 * 不提科目要求. The order of the file is kept out: the result is canonical.
 */
export function parseSubjectsList(field: string): Parsed<Subject[]> {
  const text = field.trim();
  if (text === '' || text === NO_REQUIREMENT_TEXT) return { ok: true, value: [] };
  const parts = text.split('|').map((part) => part.trim());
  const unknown = parts.filter((part) => !isSubject(part));
  if (unknown.length) return { ok: false, error: `无法识别的科目「${unknown.join('、')}」（应为 ${SUBJECTS.join('、')} 之一）` };
  if (new Set(parts).size !== parts.length) return { ok: false, error: `科目重复：${text}` };
  return { ok: true, value: canonical(parts as Subject[]) };
}

/**
 * The requirement as 考试院 print it: 「不提科目要求」, 「物理(1门科目考生必须选考方可报考)」,
 * 「物理,化学(2门科目考生均须选考方可报考)」 (commas or 、, half- or full-width brackets). A requirement
 * with 「或」 (「物理或化学」, used by editions before 2024) is refused: a set cannot hold it.
 */
export function parseRequirementText(raw: string): Parsed<Subject[]> {
  const text = raw.trim().replace(/\s+/g, '');
  if (text === NO_REQUIREMENT_TEXT || text === '不限' || text === '不提') return { ok: true, value: [] };
  if (text === '') return { ok: false, error: '选考科目要求为空（不限科目请写「不提科目要求」）' };
  const match = /^([^(（]+)(?:[(（](\d)门科目考生(?:必须|均须)选考方可报考[)）])?$/.exec(text);
  if (!match) return { ok: false, error: `无法识别的选考科目要求「${raw.trim()}」` };
  if (match[1].includes('或')) return { ok: false, error: `「${raw.trim()}」含「或」，本版本只支持须全部选考的要求` };
  const parts = match[1].split(/[,，、|+]/).filter(Boolean);
  const unknown = parts.filter((part) => !isSubject(part));
  if (unknown.length) return { ok: false, error: `无法识别的科目「${unknown.join('、')}」（应为 ${SUBJECTS.join('、')} 之一）` };
  if (new Set(parts).size !== parts.length) return { ok: false, error: `科目重复：${raw.trim()}` };
  if (match[2] !== undefined && Number(match[2]) !== parts.length) return { ok: false, error: `「${raw.trim()}」列出${parts.length}门科目，括号内却写${match[2]}门` };
  return { ok: true, value: canonical(parts as Subject[]) };
}

/** The 3+3 wording: 「物理、化学（2门科目考生均须选考方可报考）」, 「不提科目要求」. */
export function text3plus3(subjects: readonly Subject[]): string {
  const list = canonical(subjects);
  if (!list.length) return NO_REQUIREMENT_TEXT;
  return `${list.join('、')}（${list.length}门科目考生${list.length === 1 ? '必须' : '均须'}选考方可报考）`;
}

export interface Requirement312 {
  首选: FirstRequirement;
  /** The other required subjects, all required. */
  再选: Subject[];
  text: string;
}

/**
 * The 3+1+2 form derived from the 3+3 form: 首选 物理 if 物理 is required, else 历史 if 历史 is, else
 * 物理或历史均可; 再选 = the remaining required subjects.
 */
export function derive312(subjects: readonly Subject[]): Requirement312 {
  const list = canonical(subjects);
  const first: FirstRequirement = list.includes('物理') ? '物理' : list.includes('历史') ? '历史' : '物理或历史均可';
  const again = list.filter((subject) => subject !== first);
  return { 首选: first, 再选: again, text: `首选${first}，${again.length ? `再选${again.join('、')}` : '不提再选科目要求'}` };
}

/** 3+3: the three subjects taken include every required one. */
export function satisfies3plus3(subjects: readonly Subject[], combination: readonly Subject[]): boolean {
  return subjects.every((subject) => combination.includes(subject));
}

/** 3+1+2, by the derived form: the 首选 is the combination's own (or either), every 再选 subject among its two. */
export function satisfies312(subjects: readonly Subject[], first: FirstChoice, pair: readonly Subject[]): boolean {
  const form = derive312(subjects);
  if (form.首选 !== '物理或历史均可' && form.首选 !== first) return false;
  return form.再选.every((subject) => pair.includes(subject));
}

export type Model = '3+3' | '3+1+2';

/** A subject combination: its subjects as chosen (3+1+2: the 首选 first) and its label 「物理+化学+生物」. */
export interface Combination {
  model: Model;
  subjects: Subject[];
  label: string;
}

/** The 20 combinations of 3+3: three of the six subjects, in canonical order. */
export function combinations3plus3(): Combination[] {
  const out: Combination[] = [];
  for (let i = 0; i < 6; i++)
    for (let j = i + 1; j < 6; j++)
      for (let k = j + 1; k < 6; k++) {
        const subjects = [SUBJECTS[i], SUBJECTS[j], SUBJECTS[k]];
        out.push({ model: '3+3', subjects, label: subjects.join('+') });
      }
  return out;
}

/** The 12 combinations of 3+1+2: 首选 物理 or 历史, then two of 化学/生物/思想政治/地理. */
export function combinations312(): Combination[] {
  const out: Combination[] = [];
  for (const first of FIRST_CHOICES)
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) {
        const subjects: Subject[] = [first, SECOND_CHOICES[i], SECOND_CHOICES[j]];
        out.push({ model: '3+1+2', subjects, label: subjects.join('+') });
      }
  return out;
}

export function combinationsOf(model: Model): Combination[] {
  return model === '3+3' ? combinations3plus3() : combinations312();
}

/** Whether a student with `combination` may apply to a programme requiring `subjects`. */
export function combinationSatisfies(combination: Combination, subjects: readonly Subject[]): boolean {
  if (combination.model === '3+3') return satisfies3plus3(subjects, combination.subjects);
  const [first, ...pair] = combination.subjects;
  return satisfies312(subjects, first as FirstChoice, pair);
}

/** Orders labels by their subjects' positions in `SUBJECTS`, position by position (the tie-break of tally.mjs). */
export function compareLabels(a: string, b: string): number {
  const x = a === '不提' ? [] : a.split('+').map((s) => SUBJECTS.indexOf(s as Subject));
  const y = b === '不提' ? [] : b.split('+').map((s) => SUBJECTS.indexOf(s as Subject));
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
