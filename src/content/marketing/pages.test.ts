import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { products } from './products';
import { experts } from './experts';
import { enrollProjects } from './enroll';
import { activityPages, trainingPages, aboutPage, consultPage, onePage, homeTeasers } from './pages';
import type { PageContent } from './types';

/** A site path such as /images/marketing/x.svg → the file under public/. */
const fileFor = (imagePath: string) => new URL(`../../../public${imagePath}`, import.meta.url);

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em']);

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?\s*([a-zA-Z0-9-]+)[^>]*>/g)].map((m) => m[1].toLowerCase());
}

function plainLength(html: string): number {
  return html.replace(/<[^>]+>/g, '').replace(/\s/g, '').length;
}

function expectNonEmpty(value: unknown, label: string) {
  expect(typeof value === 'string' ? value.trim().length : 0, label).toBeGreaterThan(0);
}

function expectImage(path: string) {
  expect(path, path).toMatch(/^\/images\/marketing\/[a-z0-9-]+\.svg$/);
  expect(existsSync(fileFor(path)), `${path} exists under public/`).toBe(true);
}

function expectPage(page: PageContent, name: string, min: number, max: number) {
  expectNonEmpty(page.title, `${name}.title`);
  expectNonEmpty(page.subtitle, `${name}.subtitle`);
  expectNonEmpty(page.imageAlt, `${name}.imageAlt`);
  expectImage(page.image);
  expect(page.sections.length, `${name} sections`).toBeGreaterThanOrEqual(min);
  expect(page.sections.length, `${name} sections`).toBeLessThanOrEqual(max);
  for (const section of page.sections) {
    expectNonEmpty(section.heading, `${name} heading`);
    const items = [...(section.paragraphs ?? []), ...(section.bullets ?? [])];
    expect(items.length, `${name} / ${section.heading} has content`).toBeGreaterThan(0);
    for (const item of items) {
      expectNonEmpty(item, `${name} / ${section.heading} item`);
      expect(tagsOf(item), `${name} text is plain`).toEqual([]);
    }
    if (section.image !== undefined) {
      expectImage(section.image);
      expectNonEmpty(section.imageAlt, `${name} section imageAlt`);
    }
  }
}

function pageText(page: PageContent): string {
  return page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])]).join('');
}

describe('marketing products', () => {
  it('has six products with ids 1..6', () => {
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(products.map((p) => p.name)).size).toBe(6);
  });

  it('has complete fields and sensible prices', () => {
    for (const p of products) {
      expectNonEmpty(p.name, `product ${p.id} name`);
      expectNonEmpty(p.sub_name, `product ${p.id} sub_name`);
      expectNonEmpty(p.content, `product ${p.id} content`);
      expect(p.cover).toBe(`/images/marketing/product-${p.id}.svg`);
      expectImage(p.cover);
      expect(Number.isFinite(p.price) && p.price > 0).toBe(true);
      expect(p.oprice, `product ${p.id} oprice > price`).toBeGreaterThan(p.price);
    }
  });

  it('uses only the allowed HTML tags, balanced, 300-600 characters', () => {
    for (const p of products) {
      const tags = tagsOf(p.content);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(ALLOWED_TAGS.has(tag), `product ${p.id} <${tag}>`).toBe(true);
      expect(p.content).not.toMatch(/\s(style|class|on\w+|href|src)=/i);
      const opens = (p.content.match(/<[a-z0-9]+>/g) ?? []).length;
      const closes = (p.content.match(/<\/[a-z0-9]+>/g) ?? []).length;
      expect(opens, `product ${p.id} tags balanced`).toBe(closes);
      const len = plainLength(p.content);
      expect(len, `product ${p.id} length`).toBeGreaterThanOrEqual(300);
      expect(len, `product ${p.id} length`).toBeLessThanOrEqual(600);
    }
  });
});

describe('marketing experts', () => {
  it('has eight experts with unique ids and names', () => {
    expect(experts.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(experts.map((e) => e.name)).size).toBe(8);
  });

  it('has complete fields and existing avatars', () => {
    for (const e of experts) {
      expectNonEmpty(e.name, `expert ${e.id} name`);
      expectNonEmpty(e.title, `expert ${e.id} title`);
      expectNonEmpty(e.description, `expert ${e.id} description`);
      expect(e.avatar).toBe(`/images/marketing/expert-${e.id}.svg`);
      expectImage(e.avatar);
      const len = plainLength(e.description);
      expect(len, `expert ${e.id} description length`).toBeGreaterThanOrEqual(80);
      expect(len, `expert ${e.id} description length`).toBeLessThanOrEqual(140);
    }
  });
});

describe('enrolment projects', () => {
  it('has the three trainings with ids 1..3 and positive prices', () => {
    expect(enrollProjects.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(enrollProjects.map((p) => p.name)).toEqual(['家庭教育指导师', '高考志愿规划师', '青少年生涯规划师']);
    for (const p of enrollProjects) expect(p.price).toBeGreaterThan(0);
  });
});

describe('marketing pages', () => {
  it('has the four activity pages with 3-5 sections', () => {
    expect(Object.keys(activityPages).sort()).toEqual(['experience', 'medicine', 'party', 'pbl']);
    for (const [key, page] of Object.entries(activityPages)) {
      expectPage(page, `activity.${key}`, 3, 5);
      expect(page.image).toBe(`/images/marketing/activity-${key}.svg`);
      expect(
        page.sections.some((s) => (s.bullets ?? []).length > 0),
        `${key} has a bullet schedule`,
      ).toBe(true);
    }
  });

  it('has the three training pages with 4-6 sections, in-house certificate note and fees', () => {
    expect(Object.keys(trainingPages).sort()).toEqual(['family', 'teenager', 'volunteer']);
    const ids = { family: 1, volunteer: 2, teenager: 3 } as const;
    for (const [key, page] of Object.entries(trainingPages) as [keyof typeof ids, PageContent][]) {
      expectPage(page, `training.${key}`, 4, 6);
      expect(page.image).toBe(`/images/marketing/training-${key}.svg`);
      const text = pageText(page);
      expect(text).toContain('内部培训证书');
      expect(text).toContain('不属于国家职业资格');
      const project = enrollProjects.find((p) => p.id === ids[key]);
      expect(project).toBeDefined();
      expect(text).toContain(String(project!.price));
    }
  });

  it('has about, consult and one-to-one pages', () => {
    expectPage(aboutPage, 'about', 4, 5);
    expectPage(consultPage, 'consult', 4, 5);
    expectPage(onePage, 'one', 3, 4);
    expect(pageText(aboutPage)).toContain('隐私');
    expect(pageText(consultPage)).toContain('一个工作日内');
  });

  it('has home teasers of 30-60 characters', () => {
    expect(Object.keys(homeTeasers).sort()).toEqual(['activities', 'assessment', 'gaokao', 'training']);
    for (const [key, teaser] of Object.entries(homeTeasers)) {
      expectNonEmpty(teaser.title, `${key}.title`);
      const len = plainLength(teaser.text);
      expect(len, `${key} teaser length`).toBeGreaterThanOrEqual(30);
      expect(len, `${key} teaser length`).toBeLessThanOrEqual(60);
    }
  });

  it('never promises admission results', () => {
    const all = [...products.map((p) => p.content), ...[...Object.values(activityPages), ...Object.values(trainingPages), aboutPage, consultPage, onePage].map(pageText)].join('');
    expect(all).not.toMatch(/保证录取|包录取|稳上|百分百录取|100%录取/);
  });
});

describe('illustrations', () => {
  const names = [
    ...[1, 2, 3, 4, 5, 6].map((n) => `product-${n}.svg`),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `expert-${n}.svg`),
    ...['medicine', 'pbl', 'party', 'experience'].map((k) => `activity-${k}.svg`),
    ...['family', 'volunteer', 'teenager'].map((k) => `training-${k}.svg`),
    'about.svg',
    'consult.svg',
    'one.svg',
  ];

  it('are small, self-contained SVG files', () => {
    for (const name of names) {
      const file = fileFor(`/images/marketing/${name}`);
      expect(existsSync(file), name).toBe(true);
      expect(statSync(file).size, `${name} size`).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg, name).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, name).not.toMatch(/<(text|image|foreignObject|script|style)\b|href=|url\(|@import|font-family/i);
    }
  });
});
