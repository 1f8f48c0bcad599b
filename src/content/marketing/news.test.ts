import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { news, newsTypes } from './news';
import { banners } from './banners';
import { cooperationCases } from './cooperation';

const PUBLIC_DIR = new URL('../../../public/', import.meta.url);
const TODAY = '2026-11-21';
const NEWS_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em']);

/** Whether an /images/... path points to an existing file under public/. */
function imageExists(path: string): boolean {
  return path.startsWith('/') && existsSync(new URL(path.slice(1), PUBLIC_DIR));
}

/** Tag names used in a snippet, plus whether any tag carries attributes. */
function tagsOf(html: string): { names: string[]; withAttributes: string[] } {
  const names: string[] = [];
  const withAttributes: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    names.push(m[1].toLowerCase());
    if (m[2].trim() !== '') withAttributes.push(m[0]);
  }
  return { names, withAttributes };
}

/** Checks that tags are balanced and properly nested. */
function isBalanced(html: string): boolean {
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const name = m[2].toLowerCase();
    if (m[1] === '') stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

/** Visible characters of an HTML snippet (tags and whitespace removed). */
function textLength(html: string): number {
  return [...html.replace(/<[^>]*>/g, '').replace(/\s+/g, '')].length;
}

function isValidDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

describe('newsTypes', () => {
  it('has exactly the four categories in order', () => {
    expect(newsTypes).toEqual([
      { id: 1, name: '行业资讯' },
      { id: 2, name: '政策解读' },
      { id: 3, name: '生涯故事' },
      { id: 4, name: '公司动态' },
    ]);
  });
});

describe('news', () => {
  it('has at least 16 articles with unique ids 1..n', () => {
    expect(news.length).toBeGreaterThanOrEqual(16);
    const ids = news.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
  });

  it('has unique titles', () => {
    const names = news.map((n) => n.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every type at least 4 articles and uses only known types', () => {
    const typeIds = new Set(newsTypes.map((t) => t.id));
    for (const n of news) expect(typeIds.has(n.typeid)).toBe(true);
    for (const t of newsTypes) {
      expect(news.filter((n) => n.typeid === t.id).length, t.name).toBeGreaterThanOrEqual(4);
    }
  });

  it('has all fields non-empty', () => {
    for (const n of news) {
      for (const key of ['name', 'description', 'coverimage', 'createdate', 'content'] as const) {
        expect(n[key].trim(), `news ${n.id}.${key}`).not.toBe('');
      }
    }
  });

  it('has excerpts of 40-80 characters', () => {
    for (const n of news) {
      const len = [...n.description].length;
      expect(len, `news ${n.id} description`).toBeGreaterThanOrEqual(40);
      expect(len, `news ${n.id} description`).toBeLessThanOrEqual(80);
    }
  });

  it('has valid dates between 2026-01-01 and today', () => {
    for (const n of news) {
      expect(isValidDate(n.createdate), `news ${n.id} date ${n.createdate}`).toBe(true);
      expect(n.createdate >= '2026-01-01', `news ${n.id}`).toBe(true);
      expect(n.createdate <= '2026-11-20', `news ${n.id}`).toBe(true);
      expect(n.createdate <= TODAY).toBe(true);
    }
  });

  it('references existing cover images', () => {
    for (const n of news) {
      expect(n.coverimage, `news ${n.id}`).toMatch(/^\/images\/marketing\/news-\d+\.svg$/);
      expect(imageExists(n.coverimage), `missing ${n.coverimage}`).toBe(true);
    }
  });

  it('uses only allowed, balanced HTML tags without attributes', () => {
    for (const n of news) {
      const { names, withAttributes } = tagsOf(n.content);
      expect(names.length, `news ${n.id}`).toBeGreaterThan(0);
      for (const t of names) expect(NEWS_TAGS.has(t), `news ${n.id} uses <${t}>`).toBe(true);
      expect(withAttributes, `news ${n.id}`).toEqual([]);
      expect(isBalanced(n.content), `news ${n.id} unbalanced`).toBe(true);
    }
  });

  it('has articles of 400-900 characters of text', () => {
    for (const n of news) {
      const len = textLength(n.content);
      expect(len, `news ${n.id} length`).toBeGreaterThanOrEqual(400);
      expect(len, `news ${n.id} length`).toBeLessThanOrEqual(900);
    }
  });
});

describe('banners', () => {
  it('has three slides with ids 1..3 and the expected links', () => {
    expect(banners.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(banners.map((b) => b.clickhref)).toEqual(['', '/assessment', '']);
  });

  it('has non-empty text, existing images and valid articles', () => {
    for (const b of banners) {
      expect(b.title.trim()).not.toBe('');
      expect(b.subtitle.trim()).not.toBe('');
      expect(b.image).toBe(`/images/marketing/banner-${b.id}.svg`);
      expect(imageExists(b.image), `missing ${b.image}`).toBe(true);
      const { names, withAttributes } = tagsOf(b.article);
      for (const t of names) expect(NEWS_TAGS.has(t), `banner ${b.id} uses <${t}>`).toBe(true);
      expect(withAttributes).toEqual([]);
      expect(isBalanced(b.article), `banner ${b.id} unbalanced`).toBe(true);
      const len = textLength(b.article);
      expect(len, `banner ${b.id} length`).toBeGreaterThanOrEqual(300);
      expect(len, `banner ${b.id} length`).toBeLessThanOrEqual(600);
    }
  });
});

describe('cooperationCases', () => {
  it('has exactly four cases with ids 1..4 in order', () => {
    expect(cooperationCases.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('covers lecture, classroom, teacher training and study tour in that order', () => {
    const keywords = ['讲座', '规划室', '培训', '研学'];
    cooperationCases.forEach((c, i) => expect(c.page.title).toContain(keywords[i]));
  });

  it('has complete pages with existing images', () => {
    for (const c of cooperationCases) {
      expect(c.title.trim()).not.toBe('');
      const len = [...c.summary].length;
      expect(len, `case ${c.id} summary`).toBeGreaterThanOrEqual(50);
      expect(len, `case ${c.id} summary`).toBeLessThanOrEqual(80);
      expect(imageExists(c.cover), `missing ${c.cover}`).toBe(true);
      const p = c.page;
      for (const s of [p.title, p.subtitle, p.imageAlt]) expect(s.trim()).not.toBe('');
      expect(imageExists(p.image), `missing ${p.image}`).toBe(true);
      expect(p.sections.length).toBeGreaterThanOrEqual(3);
      expect(p.sections.length).toBeLessThanOrEqual(5);
      for (const s of p.sections) {
        expect(s.heading.trim()).not.toBe('');
        const items = [...(s.paragraphs ?? []), ...(s.bullets ?? [])];
        expect(items.length, `case ${c.id} section ${s.heading}`).toBeGreaterThan(0);
        for (const item of items) expect(item.trim()).not.toBe('');
        if (s.image) expect(imageExists(s.image)).toBe(true);
      }
    }
  });
});

describe('illustrations', () => {
  const files = [...[1, 2, 3].map((i) => `banner-${i}.svg`), ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `news-${i}.svg`), ...[1, 2, 3, 4].map((i) => `coop-${i}.svg`)];
  it('exist under public/images/marketing', () => {
    for (const f of files) expect(imageExists(`/images/marketing/${f}`), f).toBe(true);
  });
});
