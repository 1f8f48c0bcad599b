import { describe, expect, it } from 'vitest';
import { filterNames, nameButtons } from './name-list';

const roster = [
  { id: 11, name: '王小明' },
  { id: 12, name: '李华' },
  { id: 13, name: '王磊' },
  { id: 14, name: '张 伟' },
  { id: 15, name: '王磊' },
  { id: 16, name: '买买提·艾力' },
  { id: 17, name: 'Anna李' },
];

describe('the name buttons', () => {
  it('keep the server’s order and mark only names two students share', () => {
    const buttons = nameButtons(roster);
    expect(buttons.map((b) => b.id)).toEqual([11, 12, 13, 14, 15, 16, 17]);
    expect(buttons.map((b) => b.nth)).toEqual([null, null, 1, null, 2, null, null]);
  });

  it('handle an empty class', () => {
    expect(nameButtons([])).toEqual([]);
  });
});

describe('the name filter', () => {
  const buttons = nameButtons(roster);
  const ids = (query: string) => filterNames(buttons, query).map((b) => b.id);

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
