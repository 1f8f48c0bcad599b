import type { Span } from './page-breaks';

/** Every line of text and every picture or chart in `root`, as vertical spans from the top of `root`. */
export function textSpans(root: HTMLElement): Span[] {
  const origin = root.getBoundingClientRect().top;
  const spans: Span[] = [];
  const add = (rect: DOMRect) => rect.height > 0 && spans.push({ top: rect.top - origin, bottom: rect.bottom - origin });
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) add(rect);
  }
  root.querySelectorAll('img, svg, canvas, table tr').forEach((el) => add(el.getBoundingClientRect()));
  return spans;
}
