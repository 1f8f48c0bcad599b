/** A transparent pixel: an image that cannot be fetched keeps its box and draws nothing. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const dataUrls = new Map<string, Promise<string>>();

/** The file at `url` as a data: URL (same-origin, or a server that allows CORS), BLANK when it cannot be read. */
function dataUrl(url: string): Promise<string> {
  if (url.startsWith('data:')) return Promise.resolve(url);
  let pending = dataUrls.get(url);
  if (!pending) {
    pending = fetch(url, { mode: 'cors', credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error ?? new Error('read failed'));
            reader.readAsDataURL(blob);
          }),
      )
      .catch(() => {
        // Not kept: the next image tries again (the device may be back online).
        dataUrls.delete(url);
        return BLANK;
      });
    dataUrls.set(url, pending);
  }
  return pending;
}

/** A CSS `url(…)`, quoted or not; a quoted one may hold brackets (an inline SVG's `rgb(…)`). */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g;

/** The addresses in a CSS value such as `background-image`, in order. */
export function cssUrls(value: string): string[] {
  return [...value.matchAll(CSS_URL)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** `value` with its n-th `url(…)` replaced by `urls[n]`. */
export function replaceCssUrls(value: string, urls: string[]): string {
  let i = 0;
  return value.replace(CSS_URL, () => `url("${urls[i++]}")`);
}

/**
 * An image drawn from an SVG foreignObject may not fetch anything: every picture under `root` (img
 * sources, CSS background images) becomes a data: URL first. The canvas then stays untainted, and a
 * picture from a server without CORS is left blank instead of failing the whole image.
 */
export async function inlineImages(root: HTMLElement): Promise<void> {
  const base = root.ownerDocument.baseURI;
  const jobs: Array<Promise<void>> = [];
  const elements = [root, ...root.querySelectorAll<HTMLElement>('*')];
  for (const el of elements) {
    if (el.tagName === 'IMG') {
      const img = el as HTMLImageElement;
      const src = img.currentSrc || img.src;
      if (src) {
        img.removeAttribute('srcset');
        jobs.push(dataUrl(new URL(src, base).href).then((url) => void (img.src = url)));
      }
    }
    // A picture inside an SVG (a chart's icon, say).
    const href = el.tagName.toLowerCase() === 'image' ? el.getAttribute('href') || el.getAttribute('xlink:href') : null;
    if (href) jobs.push(dataUrl(new URL(href, base).href).then((url) => el.setAttribute('href', url)));
    const background = el.style?.backgroundImage;
    const urls = background ? cssUrls(background) : [];
    if (urls.some((u) => !u.startsWith('data:'))) {
      jobs.push(Promise.all(urls.map((u) => dataUrl(new URL(u, base).href))).then((inlined) => void (el.style.backgroundImage = replaceCssUrls(background, inlined))));
    }
  }
  await Promise.all(jobs);
  // A data: URL decodes quickly, but the foreignObject is serialised as soon as this returns.
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}
