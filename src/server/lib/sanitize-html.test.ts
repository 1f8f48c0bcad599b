import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { news } from '#content/marketing/news';
import { products } from '#content/marketing/products';
import { safeHref, safeImageSrc, sanitizeHtml } from './sanitize-html';
import { XSS_CORPUS } from '#tests/support/xss-corpus';

const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'rel'], img: ['src', 'alt'] };
const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'img', 'a', 'blockquote']);

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}

/**
 * Nothing in the output may run code, judged as a browser would see it: parsed by parse5 (the HTML
 * standard's algorithm), every element is allowed, every attribute is one of its few, every URL
 * passes the rules, and sanitising again changes nothing (no markup that mutates on a second parse).
 */
function expectInert(output: string, input: string) {
  const problems: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.tagName) {
      if (!ALLOWED.has(node.tagName)) problems.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs ?? []) {
        if (!ALLOWED_ATTRIBUTES[node.tagName]?.includes(name)) problems.push(`${node.tagName}[${name}]`);
        if (name === 'href' && safeHref(value) !== value) problems.push(`href=${value}`);
        if (name === 'src' && safeImageSrc(value) !== value) problems.push(`src=${value}`);
      }
    } else if (node.nodeName === '#comment') problems.push('comment');
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parseFragment(output) as unknown as HtmlNode);
  expect(problems, `${input}\n→ ${output}`).toEqual([]);
  expect(sanitizeHtml(output), input).toBe(output);
}

describe('sanitizeHtml', () => {
  it('keeps the allowed prose markup as it is', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>重点</strong>和<em>强调</em>，<b>粗</b><i>斜</i><br />换行</p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><h3>三</h3><h4>四</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves the seeded content unchanged', () => {
    for (const item of [...products, ...news]) expect(sanitizeHtml(item.content)).toBe(item.content);
  });

  it('drops script, style and iframe with their contents', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<STYLE>body{display:none}</STYLE>x')).toBe('x');
    expect(sanitizeHtml('<iframe src="https://evil.example">inside</iframe>y')).toBe('y');
    expect(sanitizeHtml('<script src=//evil.example/x.js></script >z')).toBe('z');
    expect(sanitizeHtml('<p>unclosed<script>alert(1)')).toBe('<p>unclosed</p>');
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="图">')).toBe('<img src="/a.png" alt="图" />');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<b/onmouseover=alert(1)>t</b>')).toBe('<b>t</b>');
  });

  it('refuses javascript:, data: and off-site image URLs, however they are disguised', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/',
      '/\\evil.example/',
      'http:\\\\evil.example',
    ];
    for (const href of hrefs) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
    for (const src of ['http://evil.example/a.png', '//evil.example/a.png', 'data:image/svg+xml,<svg onload=alert(1)>', 'a.png', '/\\evil.example/a.png']) {
      expect(sanitizeHtml(`<img src="${src}">`), src).toBe('');
    }
  });

  it('keeps safe links and images and marks links noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml("<a href='/news-details?id=3'>x</a>")).toBe('<a href="/news-details?id=3" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="news?id=1">x</a>')).toContain('href="news?id=1"');
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt=\'a "b"\'>')).toBe('<img src="https://cdn.example.com/a.png" alt="a &quot;b&quot;" />');
  });

  it(`leaves nothing that can run code from ${XSS_CORPUS.length} known bypasses, nor from them in prose`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(80);
    for (const vector of XSS_CORPUS) {
      expectInert(sanitizeHtml(vector), vector);
      expectInert(sanitizeHtml(`<p>前文<strong>${vector}</strong>后文</p>`), vector);
    }
  });

  it('escapes stray angle brackets and ampersands in text, and keeps what entities say', () => {
    expect(sanitizeHtml('1 < 2 > 0 & 3 &lt;b&gt; &nbsp;')).toBe('1 &lt; 2 &gt; 0 &amp; 3 &lt;b&gt; \u00a0');
  });

  it('unwraps unknown tags and balances what it keeps', () => {
    expect(sanitizeHtml('<div><span>文字</span></div>')).toBe('文字');
    expect(sanitizeHtml('<p><strong>a</p>b')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeHtml('</li>x<ul><li>y')).toBe('x<ul><li>y</li></ul>');
  });
});

describe('URL rules', () => {
  it('allows same-origin paths and https for images', () => {
    expect(safeImageSrc('/images/a.svg')).toBe('/images/a.svg');
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('http://cdn.example.com/a.png')).toBeNull();
    expect(safeImageSrc('')).toBeNull();
  });

  it('allows http(s) and relative links only', () => {
    expect(safeHref('http://example.com')).toBe('http://example.com');
    expect(safeHref('/assessment')).toBe('/assessment');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('mailto:a@example.com')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});
