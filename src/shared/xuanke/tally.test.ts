import { describe, expect, it } from 'vitest';
import type { Subject } from './requirement';
import { confidenceOf, coverageOf, parseSampleTsv, placeOf, SAMPLE_TSV_HEADER, tallyCategory, tallyEdition, type XuankeRow } from './tally';

const rowsOf = (spec: [subjects: Subject[], count: number][]) => spec.flatMap(([subjects, count]) => Array.from({ length: count }, () => ({ subjects })));

describe('assigning a row to its 专业类', () => {
  const catalogue = new Set(['0802', '0701']);
  it('takes the first 4 digits, suffixes ignored, 按类招生 included', () => {
    expect(placeOf('080202', catalogue)).toEqual({ kind: 'class', code: '0802' });
    expect(placeOf('080202H', catalogue)).toEqual({ kind: 'class', code: '0802' });
    expect(placeOf('0802', catalogue)).toEqual({ kind: 'class', code: '0802' });
    expect(placeOf('0701100', catalogue)).toEqual({ kind: 'class', code: '0701' });
  });
  it('skips 试验班 (00…) and 职业本科 (2…, 3…), and reports a class not in the catalogue', () => {
    expect(placeOf('00600', catalogue)).toEqual({ kind: 'trial' });
    expect(placeOf('0070', catalogue)).toEqual({ kind: 'trial' });
    expect(placeOf('310201', catalogue)).toEqual({ kind: 'vocational' });
    expect(placeOf('260101', catalogue)).toEqual({ kind: 'vocational' });
    expect(placeOf('120101', catalogue)).toEqual({ kind: 'unknown', code: '1201' });
  });
});

describe('the modal requirement of a class', () => {
  it('is the most frequent one; status modal when it has 60 % or more', () => {
    const t = tallyCategory(
      '0802',
      rowsOf([
        [['物理', '化学'], 9],
        [[], 1],
      ]),
    );
    expect(t).toMatchObject({ n: 10, modal: ['物理', '化学'], status: 'modal', confidence: 'high', alternative: null });
    expect(t.distribution).toEqual([
      ['物理+化学', 9],
      ['不提', 1],
    ]);
  });

  it('breaks a tie towards more subjects, then the subject order', () => {
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [['历史'], 2],
          [['思想政治', '历史'], 2],
        ]),
      ).modal,
    ).toEqual(['思想政治', '历史']);
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [['历史'], 2],
          [['物理'], 2],
        ]),
      ).modal,
    ).toEqual(['物理']);
  });

  it('breaks a tie between 不提 and one subject towards the subject, as the README says (tally.mjs picks 不提 there)', () => {
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [[], 3],
          [['历史'], 3],
        ]),
      ).modal,
    ).toEqual(['历史']);
  });

  it('is split when the runner-up has at least 80 % of the modal count', () => {
    const split = tallyCategory(
      '1011',
      rowsOf([
        [['化学'], 10],
        [['生物'], 8],
        [['物理', '化学'], 2],
      ]),
    );
    expect(split).toMatchObject({ status: 'split', modal: ['化学'], alternative: ['生物'] });
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [['化学'], 12],
          [['生物'], 7],
        ]),
      ).status,
    ).toBe('modal');
    // at the threshold: 16 of 20 is split, 15 of 20 is not
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [['化学'], 20],
          [['生物'], 16],
        ]),
      ).status,
    ).toBe('split');
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [['化学'], 20],
          [['生物'], 15],
        ]),
      ).status,
    ).toBe('mixed');
  });

  it('is mixed when no requirement reaches 60 % and the runner-up is below 80 % of it', () => {
    expect(
      tallyCategory(
        '0201',
        rowsOf([
          [[], 57],
          [['物理'], 40],
          [['物理', '化学'], 3],
        ]),
      ).status,
    ).toBe('mixed');
    expect(
      tallyCategory(
        'x',
        rowsOf([
          [[], 60],
          [['物理'], 40],
        ]),
      ).status,
    ).toBe('modal');
  });

  it('is not observed without rows', () => {
    expect(tallyCategory('1401', [])).toMatchObject({ n: 0, modal: null, status: 'not_observed', confidence: 'none' });
  });

  it('has the confidence the README defines, at its thresholds', () => {
    expect(confidenceOf(10, 0.9)).toBe('high');
    expect(confidenceOf(9, 1)).toBe('medium');
    expect(confidenceOf(10, 0.89)).toBe('medium');
    expect(confidenceOf(5, 0.7)).toBe('medium');
    expect(confidenceOf(5, 0.69)).toBe('low');
    expect(confidenceOf(3, 1)).toBe('medium');
    expect(confidenceOf(4, 0.75)).toBe('low');
    expect(confidenceOf(2, 1)).toBe('low');
    expect(confidenceOf(0, 0)).toBe('none');
  });
});

describe('coverage', () => {
  it('counts the rows each combination can apply to and the classes whose modal requirement it meets', () => {
    const rows: XuankeRow[] = [
      { schoolCode: '1', province: '北京', majorCode: '080202', subjects: ['物理', '化学'] },
      { schoolCode: '1', province: '北京', majorCode: '030101', subjects: [] },
      { schoolCode: '2', province: '河北', majorCode: '030201', subjects: ['思想政治'] },
      { schoolCode: '2', province: '河北', majorCode: '00600', subjects: ['物理'] },
      { schoolCode: '3', province: '河北', majorCode: '310201', subjects: [] },
    ];
    const tally = tallyEdition(rows, ['0802', '0301', '0302', '1401']);
    expect(tally.counts).toEqual({ rows: 5, tallied: 3, trial: 1, vocational: 1, unknown: 0, schools: 3, provinces: 2 });
    expect(tally.rowsByProvince).toEqual([
      ['河北', 3],
      ['北京', 2],
    ]);
    const pcb = tally.coverage['3+3'].find((c) => c.combination === '物理+化学+生物');
    expect(pcb).toMatchObject({ rows: 2, categoriesOpenByModal: 2, categoriesWithData: 3 });
    expect(pcb?.programmeShare).toBeCloseTo(2 / 3);
    const hzg = tally.coverage['3+1+2'].find((c) => c.combination === '历史+思想政治+地理');
    expect(hzg).toMatchObject({ rows: 2, categoriesOpenByModal: 2 });
    expect(tally.coverage['3+3']).toHaveLength(20);
    expect(tally.coverage['3+1+2']).toHaveLength(12);
    // highest share first
    const shares = tally.coverage['3+3'].map((c) => c.programmeShare);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('gives zero shares, not NaN, with no rows', () => {
    expect(coverageOf('3+3', [], []).every((c) => c.programmeShare === 0)).toBe(true);
  });
});

describe('reading the sample file', () => {
  it('reads good lines and names every bad one', () => {
    const good = `${SAMPLE_TSV_HEADER}\n0\t10001\t北京\t080202\t物理|化学\n0\t10001\t北京\t030101\t\n`;
    const parsed = parseSampleTsv(good);
    expect(parsed.ok && parsed.rows).toEqual([
      { schoolCode: '10001', province: '北京', majorCode: '080202', subjects: ['物理', '化学'] },
      { schoolCode: '10001', province: '北京', majorCode: '030101', subjects: [] },
    ]);
    const bad = parseSampleTsv(`${SAMPLE_TSV_HEADER}\n0\t10001\t北京\t08x202\t物理\n0\t10001\t北京\t030101\t技术\n0\t10001\n`);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toHaveLength(3);
      expect(bad.errors[0]).toMatch(/^第2行：专业代码/);
      expect(bad.errors[1]).toMatch(/^第3行：.*技术/);
      expect(bad.errors[2]).toMatch(/^第4行：应有5列/);
    }
    expect(parseSampleTsv('a\tb\n').ok).toBe(false);
  });
});
