import { describe, expect, it } from 'vitest';
import { requirementWording } from './wording';
import type { XuankeCategory } from './edition';
import { derive312, text3plus3, type Subject } from './requirement';

const forms = (subjects: Subject[]) => ({ req3plus3: { subjects, text: text3plus3(subjects) }, req312: derive312(subjects) });
const category = (status: XuankeCategory['status'], main: Subject[] | null, alternative: Subject[] | null = null): XuankeCategory => ({
  code: '0601',
  name: '历史学类',
  menlei: { code: '06', name: '历史学' },
  catalogue: ['2024'],
  status,
  ...(main ? forms(main) : { req3plus3: null, req312: null }),
  alternative: alternative ? forms(alternative) : null,
  evidence: { n: 10, modalShare: 0.5, distribution: [] },
  confidence: 'low',
});

describe('a 专业类 requirement in words', () => {
  it('says the subjects, or the 3+1+2 form', () => {
    expect(requirementWording(category('modal', ['物理', '化学']), '3+3')).toBe('物理、化学');
    expect(requirementWording(category('modal', ['物理', '化学']), '3+1+2')).toBe('首选物理，再选化学');
    expect(requirementWording(category('modal', []), '3+3')).toBe('不提科目要求');
  });
  it('says a split and a spread, and a class without data', () => {
    expect(requirementWording(category('split', ['历史'], []), '3+3')).toBe('历史；另有不少院校要求：不提科目要求');
    expect(requirementWording(category('mixed', []), '3+1+2')).toBe('首选物理或历史均可，不提再选科目要求（各院校要求差别较大，要看具体专业）');
    expect(requirementWording(category('not_observed', null), '3+3')).toBe('现有数据中没有这个专业类');
  });
});
