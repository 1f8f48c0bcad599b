import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_BANNER_TAG } from '#shared/api/marketing';
import { NOT_FOUND_TITLE, pageTitle } from '#shared/site-routes';
import { escapeHtml } from '#shared/format/html';
import type { Db } from '../db/client';
import { bannersByTag } from '../marketing/public';

const CACHE_MS = 60_000;
const SHELL_MARK = '<p class="shell-loading">正在加载…</p>';

/**
 * The home page's HTML with its first banner already in the shell, so on a slow network the
 * largest picture paints before the JavaScript has arrived; React then replaces the shell.
 */
export function homeShell(db: Db, staticDir: string, now: () => number = Date.now) {
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  let cached: { html: string; at: number } | null = null;
  return async (): Promise<string> => {
    if (cached && now() - cached.at < CACHE_MS) return cached.html;
    const [first] = await bannersByTag(db, DEFAULT_BANNER_TAG, new Date(now())).catch(() => []);
    const hero = first
      ? `<div class="shell-hero"><img src="${escapeHtml(first.image)}" alt="" width="1920" height="520" fetchpriority="high" /><div class="shell-caption"><strong>${escapeHtml(first.title)}</strong><span>${escapeHtml(first.subtitle ?? '')}</span></div></div>`
      : SHELL_MARK;
    // A function, not a string: `$&`, `$\`` or `$'` in an operator's title would be replacement patterns.
    cached = { html: template.replace(SHELL_MARK, () => hero), at: now() };
    return cached.html;
  };
}

/**
 * The app shell for a page path no client route matches (sent with HTTP 404): index.html as it is
 * on disk, read per request like the shell of every other page path, titled like the client's
 * not-found page, which the client then renders.
 */
export async function notFoundShell(staticDir: string): Promise<string> {
  const template = await readFile(join(staticDir, 'index.html'), 'utf8');
  return template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(NOT_FOUND_TITLE))}</title>`);
}

/** The app shell with `headTags` (a route's preload links) before </head>, read per request like the others. */
export async function pageShell(staticDir: string, headTags: string): Promise<string> {
  const template = await readFile(join(staticDir, 'index.html'), 'utf8');
  return template.replace('</head>', () => `${headTags}</head>`);
}
