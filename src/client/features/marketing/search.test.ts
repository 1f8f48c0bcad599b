import { describe, expect, it } from 'vitest';
import { idSearch, newsSearch, positiveInt } from './search';

describe('marketing search params', () => {
  it('accepts positive integers from the URL, as numbers or digit strings', () => {
    expect(positiveInt(3)).toBe(3);
    expect(positiveInt('12')).toBe(12);
  });

  it('drops anything else instead of passing NaN or junk to the API', () => {
    for (const bad of [0, -1, 1.5, '', 'abc', '1e3', ' 2', null, undefined, {}, '99999999999999999999']) expect(positiveInt(bad)).toBeUndefined();
  });

  it('keeps page 1 out of the news URL', () => {
    expect(newsSearch({ type: '2', page: '1' })).toEqual({ type: 2 });
    expect(newsSearch({ type: 2, page: 3 })).toEqual({ type: 2, page: 3 });
    expect(newsSearch({ type: 'x' })).toEqual({});
  });

  it('reads the id of detail pages', () => {
    expect(idSearch({ id: '7' })).toEqual({ id: 7 });
    expect(idSearch({ id: 'x' })).toEqual({});
  });
});
