/**
 * Allow-list HTML sanitiser for operator-edited content (products, news, banner articles) that
 * the client renders as HTML. It never passes input through: it tokenises the input and writes
 * new markup from the tokens it keeps, so the output holds only tags built here and text in
 * which every `<` and `>` is escaped — whatever the input's tricks, a browser parses the output
 * one way.
 */

const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'img', 'a', 'blockquote']);
const VOID = new Set(['br', 'img']);
/** Elements whose content is code or UI, not prose: dropped with everything inside. */
const DROP_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'head',
]);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\', period: '.', lpar: '(', rpar: ')', nbsp: '\u00a0' };
const MAX_ATTR = 2000;

const ENTITY_AT = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;
/** Text keeps well-formed character references (they cannot make markup); every other & < > is escaped. */
function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c, offset: number) => {
    if (c !== '&') return c === '<' ? '&lt;' : '&gt;';
    ENTITY_AT.lastIndex = offset;
    return ENTITY_AT.test(s) ? '&' : '&amp;';
  });
}
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

interface Tag {
  name: string;
  closing: boolean;
  attrs: Map<string, string>;
  end: number;
}

// Sticky patterns read at a position without copying the rest of the input.
const TAG_NAME = /[a-z][a-z0-9-]*/iy;
const ATTR_NAME = /[^\s"'>/=]+/y;
const UNQUOTED = /[^\s>]*/y;
const SPACE = /\s*/y;

function readAt(pattern: RegExp, html: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(html)?.[0] ?? '';
}

/** Reads a tag starting at `<` (already known to be followed by a letter or `/letter`). */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const rawName = readAt(TAG_NAME, html, i);
  if (!rawName) return null;
  const name = rawName.toLowerCase();
  i += rawName.length;
  const attrs = new Map<string, string>();
  while (i < html.length) {
    const c = html[i];
    if (c === '>') return { name, closing, attrs, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    const attrName = readAt(ATTR_NAME, html, i) || c;
    i += attrName.length;
    i += readAt(SPACE, html, i).length;
    let value = '';
    if (html[i] === '=') {
      i++;
      i += readAt(SPACE, html, i).length;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        value = readAt(UNQUOTED, html, i);
        i += value.length;
      }
    }
    const key = attrName.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, value);
  }
  return null; // no closing `>`: not a tag we will honour
}

function renderOpen(tag: Tag): string | null {
  if (tag.name === 'img') {
    const src = safeImageSrc(tag.attrs.get('src') ?? '');
    if (!src) return null;
    const alt = decodeEntities(tag.attrs.get('alt') ?? '').slice(0, 300);
    return `<img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}">`;
  }
  if (tag.name === 'a') {
    const href = safeHref(tag.attrs.get('href') ?? '');
    return href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer">` : '<a rel="noopener noreferrer">';
  }
  return `<${tag.name}>`;
}

/** Index just past the end tag that closes a dropped element, or the end of the input. */
function skipContent(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index + match[0].length : html.length;
}

export function sanitizeHtml(input: string): string {
  const html = input.replaceAll('\u0000', ''); // NUL has no place in prose; removed first, <scr\0ipt> is judged as <script>
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)));
    i = lt;
    const rest = html.slice(i, i + 4);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (/^<\/?[a-z]/i.test(rest)) {
      const tag = readTag(html, i);
      if (!tag) {
        // An unterminated tag swallows the rest in a browser; drop it here too.
        i = html.length;
        continue;
      }
      i = tag.end;
      if (tag.name === 'plaintext') break;
      if (!tag.closing && DROP_CONTENT.has(tag.name)) {
        i = skipContent(html, tag.name, i);
        continue;
      }
      if (!ALLOWED.has(tag.name)) continue; // unknown tags are unwrapped: their text stays
      if (tag.closing) {
        const at = open.lastIndexOf(tag.name);
        if (at >= 0) out.push(...open.splice(at).reverse().map((n) => `</${n}>`));
        continue;
      }
      const rendered = renderOpen(tag);
      if (!rendered) continue;
      out.push(rendered);
      if (!VOID.has(tag.name)) open.push(tag.name);
      continue;
    }
    if (/^<[!?/]/.test(rest)) {
      // Doctype, CDATA, processing instruction or a bogus end tag: a browser treats it as a comment.
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    out.push('&lt;');
    i++;
  }
  out.push(...open.reverse().map((n) => `</${n}>`));
  return out.join('');
}
