/**
 * Draws a DOM node to a JPEG. modern-screenshot (loaded here, on demand only) copies the node into an
 * SVG foreignObject, so Chromium, Safari or WeChat's browser lays the text out itself, with the same
 * fonts, line breaks and punctuation as the page; html2canvas re-implemented text layout and
 * garbled consecutive CJK brackets (《丑小鸭》《海的女儿》). Chosen over html-to-image, which it forked,
 * because it is maintained (4.7, 2026) and handles Safari's slow SVG image decoding.
 */
export async function rasteriseToJpeg(node: HTMLElement, options: { scale: number; width?: number; height?: number; quality?: number }): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot');
  return domToBlob(node, {
    scale: options.scale,
    width: options.width,
    height: options.height,
    backgroundColor: '#ffffff',
    type: 'image/jpeg',
    quality: options.quality ?? 0.92,
    timeout: 20_000,
  });
}
