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
      .catch(() => BLANK);
    dataUrls.set(url, pending);
  }
  return pending;
}

const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

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
    if (background && background.includes('url(')) {
      const urls = [...background.matchAll(CSS_URL)].map((m) => m[2]);
      jobs.push(
        Promise.all(urls.map((u) => dataUrl(new URL(u, base).href))).then((inlined) => {
          let i = 0;
          el.style.backgroundImage = background.replace(CSS_URL, () => `url("${inlined[i++]}")`);
        }),
      );
    }
  }
  await Promise.all(jobs);
  // A data: URL decodes quickly, but the foreignObject is serialised as soon as this returns.
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}
