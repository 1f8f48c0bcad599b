import { describe, expect, it } from 'vitest';
import { categoryCatalogue, menleiNames } from './catalogue';
import { loadXuankeTable, xuankeEditions } from './editions';

describe('the 专业类 catalogue', () => {
  it.each(xuankeEditions.map((edition) => edition.id))('names every class of edition %s, in its order, with its 门类', async (id) => {
    const table = await loadXuankeTable(id);
    expect(categoryCatalogue.map((c) => [c.code, c.name, c.menlei, menleiNames[c.menlei]])).toEqual(table.categories.map((c) => [c.code, c.name, c.menlei.code, c.menlei.name]));
  });
});
