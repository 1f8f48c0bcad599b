import { describe, expect, it } from 'vitest';
import { cssUrls, replaceCssUrls } from './inline-images';

describe('cssUrls', () => {
  it('reads quoted and unquoted addresses of a layered background', () => {
    expect(cssUrls('url("https://a.example/x.png"), linear-gradient(red, blue), url(/icons/y.svg)')).toEqual(['https://a.example/x.png', '/icons/y.svg']);
  });
  it('keeps the brackets inside a quoted inline SVG', () => {
    expect(cssUrls(`url('data:image/svg+xml,<svg fill="rgb(1,2,3)"/>')`)).toEqual(['data:image/svg+xml,<svg fill="rgb(1,2,3)"/>']);
  });
  it('finds none in a value without a url', () => {
    expect(cssUrls('none')).toEqual([]);
    expect(cssUrls('linear-gradient(135deg, #5b4fd6, #3b2fa6)')).toEqual([]);
  });
});

describe('replaceCssUrls', () => {
  it('puts each new address in its own place and leaves the rest of the value', () => {
    expect(replaceCssUrls('url("/a.png"), linear-gradient(red, blue), url(/b.png)', ['data:A', 'data:B'])).toBe('url("data:A"), linear-gradient(red, blue), url("data:B")');
  });
});
