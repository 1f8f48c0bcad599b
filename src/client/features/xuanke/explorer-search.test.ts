import { describe, expect, it } from 'vitest';
import { defaultGaokaoYear, explorerView, ratingsParam } from './explorer-search';

const november2026 = new Date('2026-11-29T08:00:00+08:00');

describe('the explorer’s search', () => {
  it('takes the gaokao year of this year’s 高一 by default: September starts a school year (China time)', () => {
    expect(defaultGaokaoYear(november2026)).toBe(2029);
    expect(defaultGaokaoYear(new Date('2027-08-31T23:00:00+08:00'))).toBe(2029);
    expect(defaultGaokaoYear(new Date('2027-08-31T16:30:00Z'))).toBe(2030);
  });

  it('reads a whole view from a link', () => {
    const view = explorerView({ province: '广东', year: '2028', combo: '物理+化学+地理', order: 'liking', rate: '320100' }, november2026);
    expect(view.problems).toEqual([]);
    expect(view.model).toBe('3+1+2');
    expect(view.year).toBe(2028);
    expect(view.combo).toBe('物理+化学+地理');
    expect(view.order).toBe('liking');
    expect(ratingsParam(view.ratings)).toBe('320100');
  });

  it('drops what it cannot use and names it', () => {
    const view = explorerView({ province: '火星', year: '1999', combo: '物理+物理+化学', order: 'x', rate: '9' }, november2026);
    expect(view.province).toBeUndefined();
    expect(view.year).toBe(2029);
    expect(view.combo).toBeUndefined();
    expect(view.order).toBe('suggested');
    expect(view.ratings).toEqual({});
    expect(view.problems).toEqual([
      '无法识别省份「火星」，请重新选择',
      '高考年份应为 2027、2028、2029、2030 之一，已改为 2029',
      '「物理+物理+化学」不是可选的组合',
      '无法识别的排序方式，已按建议专业类排序',
      '科目评分无法识别，已清空',
    ]);
  });

  it('refuses a 3+3 combination in a 3+1+2 province', () => {
    expect(explorerView({ province: '广东', combo: '化学+生物+地理' }, november2026).problems).toEqual(['「化学+生物+地理」不是3+1+2模式下可选的组合']);
    expect(explorerView({ province: '山东', combo: '化学+生物+地理' }, november2026).combo).toBe('化学+生物+地理');
  });
});
