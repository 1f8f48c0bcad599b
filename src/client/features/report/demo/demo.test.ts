import { describe, expect, it } from 'vitest';
import { demoDyzn } from './demo-dyzn';
import { demoHld } from './demo-hld';
import { demoMbti } from './demo-mbti';

describe('sample reports', () => {
  it('score a Holland profile with a near tie and a high consistency', () => {
    const d = demoHld();
    expect(d.type).toBe('SAI');
    expect(d.group_type).toBeTruthy();
    expect(d.nearTies.length).toBeGreaterThan(0);
    expect(d.consistency.level).toBe('high');
  });
  it('score eight intelligences into levels by the distance to the highest and lowest score', () => {
    const d = demoDyzn();
    // 76.7, 70 | 63.3 … 46.7 (clearly between the ends) | none told apart from neither end | 40, 33.3.
    expect(d.result_description.map((g) => g.list.length)).toEqual([2, 4, 0, 2]);
    expect(d.profile).toBe('differentiated');
    expect(d.result_description[0].list.map((i) => i.name)).toEqual(['人际智能', '语言智能']);
    expect(Math.max(...d.scoreNumList)).toBeLessThanOrEqual(90);
  });
  it('score an ENFJ with content for every field', () => {
    const d = demoMbti();
    expect(d.result).toBe('ENFJ');
    expect(d.dimensions.map((x) => x.strengthLabel)).toEqual(['中等', '明显', '轻微', '强烈']);
    expect(d.dimensions.map((x) => x.undecided)).toEqual([false, false, true, false]);
    expect(Object.values(d.description).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(d.orginfo.reportlogo.length).toBeGreaterThan(50);
  });
});
