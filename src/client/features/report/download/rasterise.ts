import { inlineImages } from './inline-images';

/**
 * Draws a DOM node to a JPEG with html2canvas (loaded here, on demand only), in its foreignObject mode:
 * the node, its computed styles inlined, goes into an SVG foreignObject, so Chromium, Safari or WeChat's
 * browser lays the text out itself, with the same fonts, line breaks and punctuation as the page.
 * html2canvas's own canvas renderer re-implements text layout and garbles consecutive CJK brackets
 * (《丑小鸭》《海的女儿》): docs/decisions/html2canvas-export.md.
 */
export async function rasteriseToJpeg(node: HTMLElement, options: { scale: number; width?: number; height?: number; quality?: number }): Promise<Blob> {
  const { default: html2canvas } = await import('html2canvas');
  const { scale } = options;
  const view = node.ownerDocument.defaultView!;
  const box = node.getBoundingClientRect();
  // html2canvas 1.4.1 puts the foreignObject at (scale, scale) and draws it at −(x · scale) on a canvas
  // already moved by −x: an x of scale / (scale + 1) past the node's own place lands it exactly at 0.
  const shift = scale / (scale + 1);
  const canvas = await html2canvas(node, {
    foreignObjectRendering: true,
    scale,
    width: options.width ?? Math.ceil(box.width),
    height: options.height ?? Math.ceil(box.height),
    x: shift - (box.left + view.scrollX),
    y: shift - (box.top + view.scrollY),
    backgroundColor: '#ffffff',
    logging: false,
    onclone: (_document, clone) => inlineImages(clone),
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the image could not be encoded'))), 'image/jpeg', options.quality ?? 0.92),
  );
}
