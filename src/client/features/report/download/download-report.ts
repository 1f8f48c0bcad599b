import { saveFile } from '#client/lib/save-file';

/** Marks the report area so the cloned page html2canvas draws can show every tab and hide screen-only parts. */
export const CAPTURE_ATTRIBUTE = 'data-capture';

/** Chromium refuses canvases taller than this many pixels. */
const MAX_CANVAS_SIDE = 16_000;

/**
 * Renders the report area (without the button bar, the logo and anything marked
 * data-html2canvas-ignore) to a JPEG and saves it. html2canvas is loaded here, on demand only.
 */
export async function downloadReport(area: HTMLElement, fileName: string): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const rect = area.getBoundingClientRect();
  const scale = Math.max(1, Math.min(2, MAX_CANVAS_SIDE / Math.max(area.scrollHeight, rect.height, 1)));
  const canvas = await html2canvas(area, {
    backgroundColor: '#ffffff',
    scale,
    logging: false,
    useCORS: true,
    onclone: (_doc, clone) => {
      clone.setAttribute(CAPTURE_ATTRIBUTE, 'true');
      clone.querySelectorAll<HTMLElement>('[data-capture-show]').forEach((el) => el.removeAttribute('hidden'));
    },
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('图片生成失败');
  saveFile(fileName, blob, 'image/jpeg');
}
