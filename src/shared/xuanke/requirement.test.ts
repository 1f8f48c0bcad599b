import { describe, expect, it } from 'vitest';
import {
  SUBJECTS,
  canonical,
  combinationSatisfies,
  combinations312,
  combinations3plus3,
  compareLabels,
  derive312,
  parseRequirementText,
  parseSubjectsList,
  requirementLabel,
  satisfies3plus3,
  subjectsOfLabel,
  text3plus3,
  type Subject,
} from './requirement';

/** Every subset of the six subjects (64), the whole space a requirement can take. */
const allSets: Subject[][] = Array.from({ length: 64 }, (_, mask) => SUBJECTS.filter((_, i) => mask & (1 << i)));

describe('parsing a requirement', () => {
  it('reads the file field, empty as 不提科目要求, in canonical order', () => {
    expect(parseSubjectsList('')).toEqual({ ok: true, value: [] });
    expect(parseSubjectsList('物理|化学')).toEqual({ ok: true, value: ['物理', '化学'] });
    expect(parseSubjectsList('历史|思想政治')).toEqual({ ok: true, value: ['思想政治', '历史'] });
  });

  it('refuses an unknown or repeated subject with a Chinese message', () => {
    const unknown = parseSubjectsList('物理|技术');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('技术');
    expect(parseSubjectsList('物理|物理').ok).toBe(false);
    expect(parseSubjectsList('政治').ok).toBe(false);
  });

  it('reads the wording 考试院 print', () => {
    expect(parseRequirementText('不提科目要求')).toEqual({ ok: true, value: [] });
    expect(parseRequirementText('物理(1门科目考生必须选考方可报考)')).toEqual({ ok: true, value: ['物理'] });
    expect(parseRequirementText('物理,化学(2门科目考生均须选考方可报考)')).toEqual({ ok: true, value: ['物理', '化学'] });
    expect(parseRequirementText('化学、物理（2门科目考生均须选考方可报考）')).toEqual({ ok: true, value: ['物理', '化学'] });
    expect(parseRequirementText('思想政治')).toEqual({ ok: true, value: ['思想政治'] });
  });

  it('refuses what a set cannot hold or what contradicts itself', () => {
    for (const bad of ['', '物理或历史', '物理,化学(3门科目考生均须选考方可报考)', '物理,技术(2门科目考生均须选考方可报考)', '物理,物理', '随便']) {
      const parsed = parseRequirementText(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('prints the 3+3 wording and parses it back, for every subject set of up to three', () => {
    for (const set of allSets.filter((s) => s.length <= 3)) {
      expect(parseRequirementText(text3plus3(set))).toEqual({ ok: true, value: set });
      expect(subjectsOfLabel(requirementLabel(set))).toEqual(set);
    }
    expect(text3plus3([])).toBe('不提科目要求');
    expect(text3plus3(['化学', '物理'])).toBe('物理、化学（2门科目考生均须选考方可报考）');
    expect(text3plus3(['物理'])).toBe('物理（1门科目考生必须选考方可报考）');
  });

  it('orders subjects once each, as the 3+3 wording does', () => {
    expect(canonical(['地理', '物理', '地理', '历史'])).toEqual(['物理', '历史', '地理']);
    expect(requirementLabel([])).toBe('不提');
    expect(() => subjectsOfLabel('物理+技术')).toThrow();
  });
});

describe('the 3+1+2 form derived from the 3+3 form', () => {
  it('follows the README examples', () => {
    expect(derive312(['物理', '化学'])).toEqual({ 首选: '物理', 再选: ['化学'], text: '首选物理，再选化学' });
    expect(derive312(['思想政治'])).toEqual({ 首选: '物理或历史均可', 再选: ['思想政治'], text: '首选物理或历史均可，再选思想政治' });
    expect(derive312(['历史'])).toEqual({ 首选: '历史', 再选: [], text: '首选历史，不提再选科目要求' });
    expect(derive312([])).toEqual({ 首选: '物理或历史均可', 再选: [], text: '首选物理或历史均可，不提再选科目要求' });
    expect(derive312(['物理', '历史']).再选).toEqual(['历史']);
  });

  it('selects, for every requirement and every 3+1+2 combination, exactly the rows the subset test selects', () => {
    for (const set of allSets)
      for (const combination of combinations312()) expect(combinationSatisfies(combination, set), `${set} / ${combination.label}`).toBe(satisfies3plus3(set, combination.subjects));
  });
});

describe('combinations', () => {
  it('3+3: the 20 choices of three of the six subjects, each once', () => {
    const all = combinations3plus3();
    expect(all).toHaveLength(20);
    expect(new Set(all.map((c) => c.label)).size).toBe(20);
    for (const c of all) expect(c.subjects).toEqual(canonical(c.subjects));
    expect(all[0].label).toBe('物理+化学+生物');
  });

  it('3+1+2: 首选 物理 or 历史 × two of 化学/生物/思想政治/地理 = 12', () => {
    const all = combinations312();
    expect(all).toHaveLength(12);
    expect(new Set(all.map((c) => c.label)).size).toBe(12);
    for (const c of all) {
      expect(['物理', '历史']).toContain(c.subjects[0]);
      expect(c.subjects.slice(1).every((s) => ['化学', '生物', '思想政治', '地理'].includes(s))).toBe(true);
    }
  });

  it('opens a programme only when every required subject is chosen', () => {
    const [pcb] = combinations3plus3();
    expect(combinationSatisfies(pcb, ['物理', '化学'])).toBe(true);
    expect(combinationSatisfies(pcb, [])).toBe(true);
    expect(combinationSatisfies(pcb, ['思想政治'])).toBe(false);
    const history = combinations312().find((c) => c.label === '历史+思想政治+地理');
    expect(history && combinationSatisfies(history, ['思想政治'])).toBe(true);
    expect(history && combinationSatisfies(history, ['物理'])).toBe(false);
  });

  it('compares labels position by position in subject order', () => {
    expect(compareLabels('物理+化学', '物理+生物')).toBeLessThan(0);
    expect(compareLabels('历史+化学+生物', '物理+化学+生物')).toBeGreaterThan(0);
    expect(compareLabels('物理', '物理')).toBe(0);
  });
});
