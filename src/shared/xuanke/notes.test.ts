import { describe, expect, it } from 'vitest';
import { categoryNotes } from './notes';
import type { Subject } from './requirement';
import { tallyCategory, type XuankeRow } from './tally';

const row = (majorCode: string, subjects: Subject[]): XuankeRow => ({ schoolCode: '1', province: '北京', majorCode, subjects });
const many = (count: number, majorCode: string, subjects: Subject[]) => Array.from({ length: count }, () => row(majorCode, subjects));
const names = { '020109': '数字经济', '020101': '经济学' };

describe('notes', () => {
  it('say nothing when every row has the modal requirement', () => {
    const rows = many(4, '020101', []);
    expect(categoryNotes(tallyCategory('0201', rows), '经济学类', rows, names)).toBe('仅4条观测，样本太小。');
    const more = many(12, '020101', []);
    expect(categoryNotes(tallyCategory('0201', more), '经济学类', more, names)).toBeUndefined();
  });

  it('name the specialties behind a frequent non-modal requirement and the specialty-level exceptions', () => {
    const rows = [...many(10, '020101', []), ...many(6, '020109', ['物理']), row('0201', [])];
    const note = categoryNotes(tallyCategory('0201', rows), '经济学类', rows, names);
    expect(note).toBe('17条中不提 11条；其余物理 6条（多见于 020109 数字经济 6）。专业层面例外（该专业≥3条，且最常见要求不同于本类众数）：020109 数字经济 物理 6/6。');
  });

  it('refuse to cite a code without a name', () => {
    const rows = [...many(10, '020101', []), ...many(6, '020199', ['物理'])];
    expect(() => categoryNotes(tallyCategory('0201', rows), '经济学类', rows, names)).toThrow('020199');
  });
});
