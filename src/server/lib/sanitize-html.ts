import sanitize from 'sanitize-html';

/**
 * Allow-list HTML sanitiser for operator-edited content (products, news, banner articles) that the
 * client renders as HTML. The parsing and rewriting is the maintained `sanitize-html` (htmlparser2):
 * it builds new markup from what it keeps, so only allowed tags and attributes leave, and text is
 * escaped. Our own part is the allow-list and the URL rules below, which are stricter than its
 * scheme list (no protocol-relative or backslash tricks, images only from here or https).
 */

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'img', 'a', 'blockquote'];
/** Elements whose content is code or UI, not prose: dropped with everything inside (others are unwrapped). */
const DROP_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
  'option',
];
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
};
const MAX_ATTR = 2000;
const MAX_ALT = 300;

/** Decodes the entities an attacker could use to hide `javascript:`; unknown names stay as they are. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Browsers ignore tabs, newlines, spaces and control characters inside URLs; so do we, before checking. */
const ignoredInUrl = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029 || code === 0xfeff;
const cleanUrl = (raw: string) =>
  Array.from(decodeEntities(raw))
    .filter((ch) => !ignoredInUrl(ch.codePointAt(0)!))
    .join('');

/** Image sources: same-origin absolute paths or https URLs. `//host` and `/\host` lead elsewhere. */
export function safeImageSrc(raw: string): string | null {
  const url = cleanUrl(raw);
  if (!url || url.length > MAX_ATTR || url.includes('\\')) return null;
  if (/^\/(?![/\\])/.test(url) || /^https:\/\/[^/]/i.test(url)) return url;
  return null;
}

/** Link targets: http(s) URLs or relative references without a scheme. */
export function safeHref(raw: string): string | null {
  const url = cleanUrl(raw);
  if (!url || url.length > MAX_ATTR || url.includes('\\')) return null;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('//')) return null;
  // A relative reference has no colon before its first / ? or #, so it cannot carry a scheme.
  const head = url.split(/[/?#]/, 1)[0];
  return head.includes(':') ? null : url;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  // Our URL rules decide (transformTags); the library's scheme check must not let anything else by.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_CONTENT,
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href ?? '');
      return { tagName, attribs: href ? { href, rel: 'noopener noreferrer' } : { rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs): sanitize.Tag => {
      const src = safeImageSrc(attribs.src ?? '');
      const kept: sanitize.Attributes = src ? { src, alt: decodeEntities(attribs.alt ?? '').slice(0, MAX_ALT) } : {};
      return { tagName, attribs: kept };
    },
  },
  // An image whose source failed the rules is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeHtml(input: string): string {
  // NUL has no place in prose; removed first, so <scr\0ipt> is judged as <script>.
  return sanitize(input.replaceAll('\u0000', ''), OPTIONS);
}
