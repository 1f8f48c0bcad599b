import { describe, expect, it } from 'vitest';
import { EMPTY_PICK, pickedCombination, pickOf, toggle } from './picker';

describe('the combination picker', () => {
  it('3+1+2: a 首选, then two 再选; a third 再选 replaces the oldest', () => {
    let p = toggle('3+1+2', EMPTY_PICK, '化学');
    expect(pickedCombination('3+1+2', p)).toEqual({ missing: '请先选首选科目（物理或历史）' });
    p = toggle('3+1+2', p, '历史');
    expect(pickedCombination('3+1+2', p)).toEqual({ missing: '请再选 1 门再选科目' });
    p = toggle('3+1+2', toggle('3+1+2', p, '地理'), '生物');
    expect(p.others).toEqual(['地理', '生物']);
    expect(pickedCombination('3+1+2', p)).toEqual({ label: '历史+生物+地理' });
    expect(pickedCombination('3+1+2', toggle('3+1+2', p, '物理'))).toEqual({ label: '物理+生物+地理' });
    expect(toggle('3+1+2', p, '历史').first).toBeNull();
  });

  it('3+3: three of six, in the canonical order', () => {
    const p = ['地理', '物理', '化学'].reduce((at, s) => toggle('3+3', at, s as '物理'), EMPTY_PICK);
    expect(pickedCombination('3+3', p)).toEqual({ label: '物理+化学+地理' });
    expect(pickedCombination('3+3', toggle('3+3', p, '物理'))).toEqual({ missing: '还要选 1 门科目' });
  });

  it('fills in from an earlier choice', () => {
    expect(pickOf('3+1+2', '物理+化学+生物')).toEqual({ first: '物理', others: ['化学', '生物'] });
    expect(pickOf('3+3', '物理+化学+生物')).toEqual({ first: null, others: ['物理', '化学', '生物'] });
    expect(pickOf('3+1+2', '不存在')).toEqual(EMPTY_PICK);
  });
});
