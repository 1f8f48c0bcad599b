import { describe, expect, it } from 'vitest';
import { loadXuankeTable } from '#content/xuanke/editions';
import { checkImportFields, type RawImportRow } from '#shared/xuanke/import-file';
import { sampleRows } from '#tests/support/xuanke-sample';
import { computeEdition } from './editions';

/** The official wording of a requirement, as 考试院 print it (「物理,化学(2门科目考生均须选考方可报考)」). */
const printed = (subjects: string[]) =>
  subjects.length ? `${subjects.join(',')}(${subjects.length}门科目考生${subjects.length === 1 ? '必须' : '均须'}选考方可报考)` : '不提科目要求';

describe('an edition imported from an official file', () => {
  it('computes the shipped sample’s table from the same rows written as the official file (one implementation)', async () => {
    const raw: RawImportRow[] = sampleRows().map((row, i) => ({
      line: i + 2,
      schoolCode: row.schoolCode,
      schoolName: `院校${row.schoolCode}`,
      province: row.province,
      majorCode: row.majorCode,
      majorName: `专业${row.majorCode}`,
      requirement: printed(row.subjects),
    }));
    const checked = checkImportFields(raw);
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    const { table, majors } = await computeEdition(checked.rows, '2027-sample');
    const shipped = await loadXuankeTable('2027-sample');
    // Everything but the notes, which name specialties by the file's names.
    const withoutNotes = (t: typeof table) => ({ ...t, categories: t.categories.map(({ notes: _notes, ...rest }) => rest) });
    expect(withoutNotes(table)).toEqual(withoutNotes(shipped));
    // Per 专业: every tallied row of a 6-digit code is in exactly one 专业.
    const sixDigit = checked.rows.filter((r) => /^\d{6}[A-Z]*$/.test(r.majorCode) && !/^(00|2|3)/.test(r.majorCode)).length;
    expect(majors.majors.reduce((sum, m) => sum + m.n, 0)).toBe(sixDigit);
    expect(majors.majors.find((m) => m.code === '080901')).toMatchObject({ category: '0809', subjects: ['物理', '化学'], confidence: 'high' });
  });
});
