import { describe, expect, it } from 'vitest';
import { HOLLAND_ORDER } from '#shared/assessments/hld';
import type { HollandType } from '#shared/assessments/types';
import { combinationRows, closedReason } from '#shared/xuanke/explore';
import { editionForYear } from '#shared/xuanke/edition';
import { buildReport, instruments } from '#content/assessments/registry';
import { suggestedCategoriesOf } from '#content/profile/index';
import { loadXuankeTable, xuankeEditions } from './editions';
import { provinceModels } from './provinces';

function hld(raw: Partial<Record<HollandType, number>>) {
  const values = new Map<number, number>();
  for (const type of HOLLAND_ORDER)
    instruments.hld.items.filter((i) => i.type === type).forEach((item, j) => values.set(item.id, Math.max(0, Math.min(2, (raw[type] ?? 0) - 2 * j))));
  return buildReport('hld', values);
}

const dyzn = buildReport('dyzn', new Map(instruments.dyzn.items.map((item) => [item.id, ['logical', 'spatial'].includes(item.intelligence) ? 3 : 1])));
const table = await loadXuankeTable();

describe('the explorer for a fixed student (研究型 then 现实型 and 艺术型; logical and spatial strong)', () => {
  const suggested = suggestedCategoriesOf({ hld: hld({ I: 24, R: 19, A: 12 }), dyzn }).map((s) => s.code);

  it('suggests classes that mostly need 物理 and 化学', () => {
    expect(suggested).toEqual(expect.arrayContaining(['0702', '0807', '0704']));
  });

  it('3+1+2: 物理+化学+地理 keeps every suggested class open; 历史 first keeps almost none', () => {
    const rows = combinationRows(table, '3+1+2', suggested);
    expect(rows).toHaveLength(12);
    expect(suggested).toContain('0705');
    expect(rows[0].combination.label).toBe('物理+化学+地理');
    expect(rows[0].suggestedOpen).toBe(rows[0].suggestedWithData);
    // Without 地理, 地理科学类 (its common requirement) closes and nothing else.
    for (const row of rows.slice(1, 3)) {
      expect(row.combination.label).toMatch(/^物理\+化学\+/);
      expect(row.suggested.filter((verdict) => verdict.openness === 'closed').map((verdict) => verdict.name)).toEqual(['地理科学类']);
    }
    const history = rows.find((row) => row.combination.label === '历史+思想政治+地理')!;
    expect(history.suggestedOpen).toBeLessThan(2);
    const physics = history.suggested.find((verdict) => verdict.code === '0702')!;
    expect(physics.openness).toBe('closed');
    expect(physics.missing).toEqual(['物理', '化学']);
    expect(
      closedReason(
        physics,
        table.categories.find((c) => c.code === '0702')!,
      ),
    ).toBe('物理学类的常见要求是物理、化学，这个组合没有选物理、化学');
  });

  it('takes the share of all programmes from the edition, and orders by it on request', () => {
    const rows = combinationRows(table, '3+3', suggested, {}, 'programmes');
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.programmeShare)).toEqual([...rows.map((row) => row.programmeShare)].sort((a, b) => b - a));
    for (const row of rows) expect(row.programmeShare).toBe(table.coverage['3+3'].find((f) => f.combination === row.combination.label)!.programmeShare);
    // The figures: 物化 keeps about 96 % open, 史政地 about 47 %.
    expect(rows[0].combination.label).toMatch(/^物理\+化学/);
    expect(rows[0].programmeShare).toBeGreaterThan(0.9);
    expect(rows.find((row) => row.combination.label === '思想政治+历史+地理')!.programmeShare).toBeLessThan(0.6);
  });

  it('orders by the subjects a student likes, when asked', () => {
    const rows = combinationRows(table, '3+1+2', suggested, { 历史: 3, 地理: 3, 思想政治: 2 }, 'liking');
    expect(rows[0].combination.label).toBe('历史+思想政治+地理');
    expect(rows[0].liking).toBeCloseTo(8 / 9);
  });
});

describe('provinces and editions', () => {
  it('gives every province a model once', () => {
    expect(new Set(provinceModels.map((p) => p.name)).size).toBe(provinceModels.length);
    expect(provinceModels).toHaveLength(31);
    expect(provinceModels.filter((p) => p.model === '3+3').map((p) => p.name)).toEqual(['上海', '浙江', '北京', '天津', '山东', '海南']);
  });

  it('serves the 2027 edition from gaokao 2027 on, and none before', () => {
    expect(editionForYear(xuankeEditions, 2029)?.id).toBe('2027-sample');
    expect(editionForYear(xuankeEditions, 2026)).toBeUndefined();
  });
});
