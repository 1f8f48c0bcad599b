import { saveFile } from '#client/lib/save-file';
import { openCaptureFrame } from './capture-frame';
import { reportFileNames } from './file-name';
import { pageBreaks } from './page-breaks';
import { rasteriseToJpeg } from './rasterise';
import { textSpans } from './text-spans';

/**
 * The image is laid out as on a 375 px phone and drawn at 2x: 750 px wide, the width Chinese phone
 * designs use. WeChat does not shrink an image under 1280 px wide, and on any phone the text shows at
 * about the size the page has there (a 1920 px-wide desktop picture, shrunk to a phone, was unreadable).
 */
export const PHONE_WIDTH = 375;
export const SCALE = 2;
/**
 * One JPEG is at most 2000 CSS px (4000 px) tall, about 1 : 5.3: phones' image viewers (WeChat's
 * among them) draw longer images scaled down to fit a 4096 px texture, and a short file is
 * recompressed less. A longer report becomes several numbered images, cut between sections.
 */
export const MAX_PAGE_HEIGHT = 2000;
/** Chromium asks before a page downloads several files at once; spaced, each save stays a plain download. */
const SAVE_INTERVAL_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders the report area as phone-width JPEGs; returns one blob per page. */
export async function renderReportPages(area: HTMLElement): Promise<Blob[]> {
  const frame = await openCaptureFrame(area, PHONE_WIDTH);
  try {
    const { sheet, content } = frame;
    const pages = pageBreaks(sheet.scrollHeight, textSpans(sheet), MAX_PAGE_HEIGHT);
    const blobs: Blob[] = [];
    for (const page of pages) {
      // The sheet shows one page: the report slides up under it.
      sheet.style.height = `${page.height}px`;
      content.style.setProperty('margin-top', `${-page.top}px`, 'important');
      blobs.push(await rasteriseToJpeg(sheet, { scale: SCALE, width: PHONE_WIDTH, height: page.height }));
    }
    return blobs;
  } finally {
    frame.dispose();
  }
}

/**
 * Renders the report area (without what is marked data-capture-ignore) and saves it as one JPEG per
 * page, `{nickname}_{report name}.jpeg` or numbered. Loaded on click only, with the rasteriser.
 */
export async function downloadReport(area: HTMLElement, nickname: string, reportName: string): Promise<number> {
  const blobs = await renderReportPages(area);
  const names = reportFileNames(nickname, reportName, blobs.length);
  for (const [i, blob] of blobs.entries()) {
    if (i > 0) await pause(SAVE_INTERVAL_MS);
    saveFile(names[i], blob, 'image/jpeg');
  }
  return blobs.length;
}
