import { describe, expect, it } from 'vitest';
import { filterNames } from './name-list';

const roster = [
  { id: 11, name: '王小明', mark: null },
  { id: 12, name: '李华', mark: null },
  { id: 13, name: '王磊', mark: '学号…0013' },
  { id: 14, name: '张 伟', mark: null },
  { id: 15, name: '王磊', mark: '学号…0015' },
  { id: 16, name: '买买提·艾力', mark: null },
  { id: 17, name: 'Anna李', mark: null },
];

describe('the name filter', () => {
  const ids = (query: string) => filterNames(roster, query).map((b) => b.id);

  it('shows everyone for an empty or blank box', () => {
    expect(ids('')).toHaveLength(roster.length);
    expect(ids('   ')).toHaveLength(roster.length);
  });

  it('finds a part of a name, anywhere in it', () => {
    expect(ids('王')).toEqual([11, 13, 15]);
    expect(ids('小明')).toEqual([11]);
    expect(ids('磊')).toEqual([13, 15]);
  });

  it('ignores spaces and the middle dot, on either side', () => {
    expect(ids('张伟')).toEqual([14]);
    expect(ids('王 小 明')).toEqual([11]);
    expect(ids('买买提艾力')).toEqual([16]);
  });

  it('ignores case and full width', () => {
    expect(ids('anna')).toEqual([17]);
    expect(ids('ＡＮＮＡ')).toEqual([17]);
  });

  it('finds nobody for a name not in the class', () => {
    expect(ids('赵')).toEqual([]);
  });
});
