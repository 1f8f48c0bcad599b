import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTable, type XuankeTable } from '#shared/xuanke/edition';
import { canonical, combinations312, combinations3plus3, derive312, isSubject, text3plus3, type Subject } from '#shared/xuanke/requirement';
import { confidenceOf, tallyEdition, type XuankeRow } from '#shared/xuanke/tally';
import { readSampleFile, referenceCategories, referenceCoverage, sampleCatalogue, sampleRows, sampleTable } from '#tests/support/xuanke-sample';
import { XUANKE_DISCLAIMER, currentXuankeEdition, loadXuankeTable, xuankeSample2027 } from './editions';

/**
 * The shipped 2027 sample (docs/XUANKE.md): the table the app loads is what the shared rules compute from
 * the rows, those figures are the ones tally.mjs published (major-categories.json,
 * combination-coverage-sample.json), and the table holds together on its own.
 */

const rows = sampleRows();
const { catalogue, referenceNotes } = sampleCatalogue();
const codes = catalogue.map((entry) => entry.code);
const tally = tallyEdition(rows, codes);
const shipped = JSON.parse(readFileSync(new URL('./edition-2027-sample.json', import.meta.url), 'utf8')) as XuankeTable;
/** Computed now from the rows, by the shared rules (notes included). */
const fresh = sampleTable(rows).table;
const notes = Object.fromEntries(fresh.categories.filter((c) => c.notes).map((c) => [c.code, c.notes as string]));
const reference = referenceCategories();
const referenceCov = referenceCoverage();

const isSubjectSet = (subjects: unknown) =>
  Array.isArray(subjects) &&
  subjects.every((s) => typeof s === 'string' && isSubject(s)) &&
  subjects.length <= 3 &&
  JSON.stringify(canonical(subjects as Subject[])) === JSON.stringify(subjects);

describe('the rows', () => {
  it('are the sample the README describes', () => {
    expect(tally.counts).toEqual({ rows: 13745, tallied: 13496, trial: 58, vocational: 191, unknown: 0, schools: 373, provinces: 30 });
    expect(Object.fromEntries(tally.rowsByProvince)).toEqual(reference._meta.sample_rows_by_province);
    expect(tally.unknownCodes).toEqual([]);
  });

  it('have no (university, 专业 code) pair twice', () => {
    expect(new Set(rows.map((r) => `${r.schoolCode}|${r.majorCode}`)).size).toBe(rows.length);
  });

  it('the edition states the sample as counted', () => {
    const { sample } = xuankeSample2027;
    expect([sample.rows, sample.tallied, sample.trial, sample.vocational, sample.universities, sample.provinces]).toEqual([
      tally.counts.rows,
      tally.counts.tallied,
      tally.counts.trial,
      tally.counts.vocational,
      tally.counts.schools,
      tally.counts.provinces,
    ]);
  });
});

describe('the catalogue', () => {
  it('has every 专业类: 92 of the 2020 catalogue and 1401 of 2024, codes valid and once each, names given', () => {
    expect(shipped.categories).toHaveLength(93);
    expect(new Set(shipped.categories.map((c) => c.code)).size).toBe(93);
    for (const c of shipped.categories) {
      expect(c.code).toMatch(/^(0[1-9]|1[0-4])\d{2}$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.name).toMatch(/类$/);
      expect(c.menlei.code).toBe(c.code.slice(0, 2));
      expect(c.menlei.name.trim()).not.toBe('');
      expect(c.catalogue.length).toBeGreaterThan(0);
    }
    expect(shipped.categories.filter((c) => c.catalogue.includes('2020'))).toHaveLength(92);
    expect(shipped.categories.find((c) => c.code === '1401')).toMatchObject({ name: '交叉工程类', catalogue: ['2024'], status: 'not_observed' });
    expect(shipped.categories.map((c) => c.code)).toEqual([...codes].sort());
  });
});

describe('every entry', () => {
  it('has a valid subject set, its 3+3 wording, and the 3+1+2 form derived from it', () => {
    for (const c of shipped.categories) {
      if (c.status === 'not_observed') {
        expect(c.req3plus3).toBeNull();
        expect(c.req312).toBeNull();
        expect(c.evidence.n).toBe(0);
        continue;
      }
      const forms = [c.req3plus3 && { req3plus3: c.req3plus3, req312: c.req312 }, c.alternative].filter((f) => f !== null);
      for (const form of forms) {
        expect(isSubjectSet(form?.req3plus3.subjects), c.code).toBe(true);
        const subjects = form?.req3plus3.subjects ?? [];
        expect(form?.req3plus3.text).toBe(text3plus3(subjects));
        expect(form?.req312).toEqual(derive312(subjects));
        // the 3+1+2 form holds the same subjects as the 3+3 form
        const again = form?.req312?.再选 ?? [];
        const first = form?.req312?.首选;
        expect(canonical([...(first === '物理' || first === '历史' ? [first] : []), ...again] as Subject[])).toEqual(subjects);
      }
      expect(c.alternative !== null).toBe(c.status === 'split');
    }
  });

  it('has status and confidence consistent with its evidence', () => {
    for (const c of shipped.categories) {
      const { n, modalShare, distribution } = c.evidence;
      expect(distribution.reduce((s, [, k]) => s + k, 0)).toBe(n);
      if (!n) continue;
      expect(modalShare).toBeCloseTo(distribution[0][1] / n, 2);
      expect(c.confidence).toBe(confidenceOf(n, distribution[0][1] / n));
      for (const [label] of distribution) expect(label === '不提' || label.split('+').every(isSubject)).toBe(true);
    }
  });
});

describe('reproduced from the rows', () => {
  it('the table the app loads is the one the shared rules compute (npx tsx scripts/xuanke-edition.ts regenerates it)', () => {
    expect(shipped).toEqual(fresh);
  });

  it('every per-class modal requirement, status, confidence and distribution as tally.mjs published them', () => {
    expect(fresh.categories.map((c) => c.code)).toEqual(reference.categories.map((c) => c.code));
    for (const [i, ref] of reference.categories.entries()) {
      const mine = fresh.categories[i];
      expect({ code: mine.code, name: mine.name, status: mine.status, confidence: mine.confidence, req3plus3: mine.req3plus3, req312: mine.req312 }).toEqual({
        code: ref.code,
        name: ref.name,
        status: ref.status,
        confidence: ref.confidence,
        req3plus3: ref.req_3plus3,
        req312: ref.req_3plus1plus2,
      });
      expect(mine.alternative).toEqual(ref.alternative ? { req3plus3: ref.alternative.req_3plus3, req312: ref.alternative.req_3plus1plus2 } : null);
      expect(mine.evidence.n).toBe(ref.evidence.n);
      if (ref.evidence.n) {
        expect(mine.evidence.modalShare).toBe(ref.evidence.modal_share);
        // same counts in the same order
        expect(mine.evidence.distribution).toEqual(Object.entries(ref.evidence.distribution ?? {}));
      }
    }
  });

  it('every note as tally.mjs wrote it, but for the one tie tally.mjs breaks against the README', () => {
    // tally.mjs counts 不提 as one subject when it breaks a tie, so 060102 世界史 (不提 3, 历史 3) has 不提 as its
    // most frequent requirement there; by the README's rule (more subjects first) it is 历史, an exception of 历史学类.
    const exception = '060102 世界史 历史 3/6；';
    expect(notes['0601']).toContain(exception);
    expect({ ...notes, '0601': notes['0601'].replace(exception, '') }).toEqual(referenceNotes);
  });

  it('the README figures: status modal 86, split 2, mixed 4, not observed 1; confidence high 65, medium 19, low 8, none 1', () => {
    const countBy = (key: (c: XuankeTable['categories'][number]) => string) =>
      fresh.categories.reduce<Record<string, number>>((m, c) => ({ ...m, [key(c)]: (m[key(c)] ?? 0) + 1 }), {});
    expect(countBy((c) => c.status)).toEqual({ modal: 86, split: 2, mixed: 4, not_observed: 1 });
    expect(countBy((c) => c.confidence)).toEqual({ high: 65, medium: 19, low: 8, none: 1 });
    expect(
      fresh.categories
        .filter((c) => c.status === 'split' || c.status === 'mixed')
        .map((c) => `${c.code} ${c.status}`)
        .sort(),
    ).toEqual(['0201 mixed', '0203 mixed', '0601 split', '0705 mixed', '0905 mixed', '1011 split']);
  });

  it('every coverage figure, in the same order, as tally.mjs published them', () => {
    for (const model of ['3+3', '3+1+2'] as const) {
      expect(
        fresh.coverage[model].map(({ combination, programmeShare, categoriesOpenByModal, categoriesWithData }) => ({
          combination,
          programme_share: programmeShare,
          categories_open_by_modal: categoriesOpenByModal,
          categories_with_data: categoriesWithData,
        })),
      ).toEqual(referenceCov[model]);
    }
    const share = (model: '3+3' | '3+1+2', label: string) => fresh.coverage[model].find((c) => c.combination === label)?.programmeShare;
    expect(share('3+3', '物理+化学+生物')).toBe(0.966);
    expect(share('3+3', '思想政治+历史+地理')).toBe(0.472);
    expect(share('3+1+2', '物理+化学+地理')).toBe(0.959);
    expect(share('3+1+2', '历史+思想政治+地理')).toBe(0.472);
  });

  it('covers each combination once: 20 for 3+3, 12 for 3+1+2', () => {
    expect(fresh.coverage['3+3'].map((c) => c.combination).sort()).toEqual(
      combinations3plus3()
        .map((c) => c.label)
        .sort(),
    );
    expect(fresh.coverage['3+1+2'].map((c) => c.combination).sort()).toEqual(
      combinations312()
        .map((c) => c.label)
        .sort(),
    );
  });
});

describe('the checks can fail', () => {
  const change = (pick: (r: XuankeRow) => boolean, subjects: Subject[], count = 1) => {
    let left = count;
    return rows.map((r) => (left > 0 && pick(r) && left-- ? { ...r, subjects } : r));
  };

  it('one row changed moves a coverage share and a distribution', () => {
    // a 不提 row of 0101 哲学类 (35 rows) becomes 物理+化学: 史政地 loses a row
    const changed = tallyEdition(
      change((r) => r.majorCode.startsWith('0101') && r.subjects.length === 0, ['物理', '化学']),
      codes,
    );
    const table = buildTable('2027-sample', changed, catalogue, notes);
    expect(table).not.toEqual(shipped);
    const philosophy = (t: XuankeTable) => t.categories.find((c) => c.code === '0101')?.evidence.distribution;
    expect(philosophy(table)).not.toEqual(philosophy(shipped));
    const rowsOpen = (t: ReturnType<typeof tallyEdition>) => t.coverage['3+3'].find((c) => c.combination === '思想政治+历史+地理')?.rows ?? 0;
    expect(rowsOpen(changed)).toBe(rowsOpen(tally) - 1);
  });

  it('one row changed turns a modal class into a split one, the tie going to more subjects', () => {
    // 1009 法医学类: 物理+化学 4 of 6, 物理+化学+生物 2; one more 物理+化学+生物 makes it 3:3
    const perturbed = tallyEdition(
      change((r) => r.majorCode.startsWith('1009') && r.subjects.length === 2, ['物理', '化学', '生物']),
      codes,
    );
    expect(tally.categories.find((c) => c.code === '1009')).toMatchObject({ status: 'modal', modal: ['物理', '化学'] });
    expect(perturbed.categories.find((c) => c.code === '1009')).toMatchObject({ status: 'split', modal: ['物理', '化学', '生物'], alternative: ['物理', '化学'] });
  });

  it('rows changed lower a confidence', () => {
    // 0701 数学类: 物理+化学 in 237 of 237 rows; 30 made 不提 leave 87 %, below the 90 % of 「high」
    const perturbed = tallyEdition(
      change((r) => r.majorCode.startsWith('0701'), [], 30),
      codes,
    );
    expect(tally.categories.find((c) => c.code === '0701')).toMatchObject({ n: 237, confidence: 'high' });
    expect(perturbed.categories.find((c) => c.code === '0701')).toMatchObject({ n: 237, status: 'modal', confidence: 'medium' });
  });

  it('a row dropped changes the counts', () => {
    expect(tallyEdition(rows.slice(1), codes).counts.rows).toBe(13744);
  });
});

describe('the edition as the product shows it', () => {
  it('names itself a sample, its label, its sources and the rule to check the university', () => {
    expect(currentXuankeEdition).toBe(xuankeSample2027);
    expect(xuankeSample2027.name).toBe('2027 通用版（样本统计）');
    expect(xuankeSample2027.label).toBe('常见要求（样本统计）');
    expect(xuankeSample2027.disclaimer).toBe('以目标院校当年公布的选考科目要求为准');
    expect(XUANKE_DISCLAIMER).toBe(xuankeSample2027.disclaimer);
    expect(xuankeSample2027.isSample).toBe(true);
    expect(xuankeSample2027.sample.description).toContain('样本');
    const sources = JSON.stringify(xuankeSample2027.sources);
    for (const cited of [
      '山东省教育招生考试院',
      'https://www.sdzk.cn/NewsInfo.aspx?NewsID=6819',
      'xuxu768212312/sdgk',
      'ecf5f8edffc120d5b7ecdd6247b66baee798c86e',
      '普通高等学校本科专业目录',
      '教学厅函〔2021〕27号',
    ])
      expect(sources).toContain(cited);
    // the provenance kept beside the rows cites the same file and commit
    expect(readSampleFile('SOURCE-README.md')).toContain('ecf5f8edffc120d5b7ecdd6247b66baee798c86e');
  });

  it('its user-facing text is Chinese', () => {
    const { name, label, disclaimer, appliesTo, method, limits, sample } = xuankeSample2027;
    for (const text of [name, label, disclaimer, appliesTo, sample.description, ...method, ...limits]) expect(text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps what the app loads small: the table, not the rows', () => {
    expect(readFileSync(new URL('./edition-2027-sample.json', import.meta.url)).byteLength).toBeLessThan(80_000);
    expect(readFileSync(new URL('./editions.ts', import.meta.url), 'utf8')).not.toMatch(/import[^;]*sources\//);
  });

  it('loads its table late, and refuses an unknown edition', async () => {
    expect(await loadXuankeTable()).toEqual(shipped);
    await expect(loadXuankeTable('1999')).rejects.toThrow('没有选科数据版本');
  });
});
