import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('leaves no character that could open markup or close an attribute', () => {
    const out = escapeHtml(`<img src=x onerror="alert('1')">&amp;`);
    expect(out).not.toMatch(/[<>"']/);
    expect(out).toBe('&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;amp;');
  });

  it('keeps Chinese text as it is', () => {
    expect(escapeHtml('生涯规划 · 青少年')).toBe('生涯规划 · 青少年');
  });
});
