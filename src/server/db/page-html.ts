import type { PageContent } from '#content/marketing/types';

/**
 * A structured marketing page as the simple HTML operators edit (the allow-list of
 * src/server/lib/sanitize-html.ts), written the way the sanitiser writes it so a read gives back
 * the same markup. The page's title, subtitle and main image are columns of their own, not body.
 */

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');

export function pageToHtml(page: Pick<PageContent, 'sections'>): string {
  return page.sections
    .map((section) =>
      [
        `<h2>${text(section.heading)}</h2>`,
        ...(section.paragraphs ?? []).map((p) => `<p>${text(p)}</p>`),
        section.bullets?.length ? `<ul>${section.bullets.map((b) => `<li>${text(b)}</li>`).join('')}</ul>` : '',
        section.image ? `<img src="${attr(section.image)}" alt="${attr(section.imageAlt ?? '')}" />` : '',
      ].join(''),
    )
    .join('\n');
}
