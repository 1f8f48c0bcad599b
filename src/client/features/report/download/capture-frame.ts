/** Marks the copy of the report that is drawn, so CSS can show what only the image shows (both MBTI tabs, titled). */
export const CAPTURE_ATTRIBUTE = 'data-capture';
/** Parts of the report that stay out of the image (the button bar, the logo, upload badges). */
export const CAPTURE_IGNORE = 'data-capture-ignore';
/** Parts hidden on screen that the image shows (the MBTI tab that is not open). */
export const CAPTURE_SHOW = 'data-capture-show';

/** Only in the drawn copy: a white, flat sheet, and charts scaled to the phone's width instead of cut off. */
const CAPTURE_CSS = `
  html, body { margin: 0; background: #fff; }
  [${CAPTURE_ATTRIBUTE}] { max-width: none !important; margin: 0 !important; border-radius: 0 !important; box-shadow: none !important; }
  [${CAPTURE_ATTRIBUTE}] svg[data-capture-scaled] { max-width: 100%; height: auto; }
  [${CAPTURE_ATTRIBUTE}] [data-testid="chart"] { min-height: 0 !important; }
  [${CAPTURE_ATTRIBUTE}] section { content-visibility: visible !important; }
`;

export interface CaptureFrame {
  /** The block whose box is one image: `width` CSS pixels wide, as tall as the report. */
  sheet: HTMLElement;
  /** The copy of the report inside the sheet. */
  content: HTMLElement;
  dispose: () => void;
}

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/** nivo draws at the width it measured on this screen: a viewBox lets the copy shrink to the phone's width. */
function scaleCharts(root: HTMLElement) {
  root.querySelectorAll<SVGSVGElement>('svg[width][height]').forEach((svg) => {
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    if (!width || !height) return;
    if (!svg.hasAttribute('viewBox')) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('data-capture-scaled', '');
  });
}

/**
 * Lays a copy of `area` out in a hidden iframe `width` CSS pixels wide. The iframe has the page's own
 * stylesheets, so its media queries give the report exactly the layout a phone of that width shows,
 * whatever the size of this window; the copy shows every tab and leaves out the ignored parts.
 */
export async function openCaptureFrame(area: HTMLElement, width: number): Promise<CaptureFrame> {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.style.cssText = `position:fixed;left:-20000px;top:0;width:${width}px;height:800px;border:0;pointer-events:none`;
  const ready = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  iframe.srcdoc = `<!doctype html><html lang="${document.documentElement.lang || 'zh-CN'}"><head><meta charset="utf-8"></head><body></body></html>`;
  document.body.append(iframe);
  const dispose = () => iframe.remove();
  try {
    await ready;
    const doc = iframe.contentDocument!;
    const styles = [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')].map((s) => doc.importNode(s, true));
    const extra = doc.createElement('style');
    extra.textContent = CAPTURE_CSS;
    doc.head.append(...styles, extra);
    await Promise.all(styles.filter((s): s is HTMLLinkElement => s.tagName === 'LINK' && !(s as HTMLLinkElement).sheet).map(loaded));

    const content = doc.importNode(area, true);
    content.setAttribute(CAPTURE_ATTRIBUTE, 'true');
    content.querySelectorAll(`[${CAPTURE_IGNORE}]`).forEach((el) => el.remove());
    content.querySelectorAll(`[${CAPTURE_SHOW}]`).forEach((el) => el.removeAttribute('hidden'));
    content.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
    scaleCharts(content);
    const sheet = doc.createElement('div');
    sheet.style.cssText = `width:${width}px;overflow:hidden;background:#fff`;
    sheet.append(content);
    doc.body.append(sheet);
    await Promise.all([...content.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
    await doc.fonts.ready;
    return { sheet, content, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
