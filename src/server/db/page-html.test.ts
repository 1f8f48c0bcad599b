import { describe, expect, it } from 'vitest';
import { cooperationCases } from '#content/marketing/cooperation';
import { sanitizeHtml } from '../lib/sanitize-html';
import { pageToHtml } from './page-html';

describe('pageToHtml', () => {
  it('writes each section as a heading, its paragraphs, its bullets and its image, in that order', () => {
    const html = pageToHtml({
      sections: [
        { heading: '合作背景', paragraphs: ['第一段。', '第二段。'] },
        { heading: '我们做了什么', paragraphs: ['主要内容：'], bullets: ['讲座；', '测评。'], image: '/images/a.svg', imageAlt: '讲座现场' },
      ],
    });
    expect(html).toBe(
      '<h2>合作背景</h2><p>第一段。</p><p>第二段。</p>\n' +
        '<h2>我们做了什么</h2><p>主要内容：</p><ul><li>讲座；</li><li>测评。</li></ul><img src="/images/a.svg" alt="讲座现场" />',
    );
  });

  it('escapes text and attributes, so content never becomes markup', () => {
    const html = pageToHtml({
      sections: [{ heading: 'A & B <script>', paragraphs: ['1 < 2 > 0 "引号"'], bullets: ['<b>粗</b>'], image: '/x.svg?a=1&b="2"', imageAlt: '"><img src=x onerror=alert(1)>' }],
    });
    expect(html).toBe(
      '<h2>A &amp; B &lt;script&gt;</h2><p>1 &lt; 2 &gt; 0 "引号"</p><ul><li>&lt;b&gt;粗&lt;/b&gt;</li></ul>' +
        '<img src="/x.svg?a=1&amp;b=&quot;2&quot;" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" />',
    );
  });

  it('leaves out an empty bullet list and a missing image', () => {
    expect(pageToHtml({ sections: [{ heading: '下一步', bullets: [] }] })).toBe('<h2>下一步</h2>');
  });

  it('gives the seeded cases markup the sanitiser keeps exactly as it is', () => {
    for (const item of cooperationCases) {
      const html = pageToHtml(item.page);
      expect(sanitizeHtml(html)).toBe(html);
      expect(html.match(/<h2>/g)).toHaveLength(item.page.sections.length);
    }
  });
});
