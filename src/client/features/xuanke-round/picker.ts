import { FIRST_CHOICES, type Model, SECOND_CHOICES, SUBJECTS, type Subject } from '#shared/xuanke/requirement';
import { combinationOf } from '#shared/xuanke/round';

/** What a student has ticked in the picker: 3+1+2 its 首选 and 再选, 3+3 its three subjects. */
export interface Picked {
  first: Subject | null;
  others: Subject[];
}

export const EMPTY_PICK: Picked = { first: null, others: [] };

/** The subjects a student picks from, per step. */
export const steps = (model: Model) =>
  model === '3+1+2'
    ? [
        { key: 'first' as const, legend: '首选科目（2 选 1）', subjects: [...FIRST_CHOICES] as Subject[], max: 1 },
        { key: 'others' as const, legend: '再选科目（4 选 2）', subjects: [...SECOND_CHOICES] as Subject[], max: 2 },
      ]
    : [{ key: 'others' as const, legend: '选考科目（6 选 3）', subjects: [...SUBJECTS] as Subject[], max: 3 }];

/** Ticking a subject: a third 再选 (a fourth in 3+3) replaces the oldest, so the student never has to untick first. */
export function toggle(model: Model, picked: Picked, subject: Subject): Picked {
  if (model === '3+1+2' && (FIRST_CHOICES as readonly string[]).includes(subject)) return { ...picked, first: picked.first === subject ? null : subject };
  const max = model === '3+1+2' ? 2 : 3;
  if (picked.others.includes(subject)) return { ...picked, others: picked.others.filter((s) => s !== subject) };
  return { ...picked, others: [...picked.others, subject].slice(-max) };
}

/** The combination ticked (its label of the model), or what is still missing, in words. */
export function pickedCombination(model: Model, picked: Picked): { label: string } | { missing: string } {
  if (model === '3+1+2') {
    if (!picked.first) return { missing: '请先选首选科目（物理或历史）' };
    if (picked.others.length < 2) return { missing: `请再选 ${2 - picked.others.length} 门再选科目` };
    const ordered = SECOND_CHOICES.filter((s) => picked.others.includes(s));
    const found = combinationOf(model, [picked.first, ...ordered].join('+'));
    return found ? { label: found.label } : { missing: '请重新选择' };
  }
  if (picked.others.length < 3) return { missing: `还要选 ${3 - picked.others.length} 门科目` };
  const found = combinationOf(model, SUBJECTS.filter((s) => picked.others.includes(s)).join('+'));
  return found ? { label: found.label } : { missing: '请重新选择' };
}

/** The picker filled from a combination the student chose before. */
export function pickOf(model: Model, label: string | null): Picked {
  const found = label ? combinationOf(model, label) : null;
  if (!found) return EMPTY_PICK;
  return model === '3+1+2' ? { first: found.subjects[0], others: found.subjects.slice(1) } : { first: null, others: found.subjects };
}
