import { describe, expect, it } from 'vitest';
import { leadSearch } from './lead-search';

describe('the lead list’s address', () => {
  it('keeps the filters it knows, as short strings, and a page above 1', () => {
    expect(leadSearch({ q: '138', status: 'new', owner: 3, page: '2', other: 'x' })).toEqual({ q: '138', status: 'new', owner: '3', page: 2 });
    expect(leadSearch({ q: '', page: 1, due: '1' })).toEqual({ due: '1' });
    expect(leadSearch({ q: 'x'.repeat(60) }).q).toHaveLength(40);
  });
});
