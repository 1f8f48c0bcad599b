/**
 * How times appear in reports and histories, the same on the server and on the device (a result
 * scored offline must read like the one the server stores later).
 */

const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * Beijing's wall-clock time as the UTC fields of a Date: China Standard Time is UTC+8 all year (no
 * daylight saving), so every China date below is read from this one shift, whatever the device's time zone.
 */
const chinaWallClock = (at: Date | number | string) => new Date(new Date(at).getTime() + CHINA_OFFSET_MS);

/** 'YYYY-MM-DD HH:mm' in China Standard Time. */
export function formatChinaTime(at: Date | number): string {
  return chinaWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** 754 → 12分34秒, 3725 → 1小时2分5秒; seconds are rounded; nothing for an unknown (0, negative) duration. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.round(seconds) : 0;
  if (total <= 0) return '';
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m >= 60) return `${Math.floor(m / 60)}小时${m % 60}分${s}秒`;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}

/** '11月23日' in China Standard Time. */
export function formatChinaDay(at: Date | number): string {
  const china = chinaWallClock(at);
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日`;
}

/** The moment a day ('YYYY-MM-DD') starts in China Standard Time. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/**
 * 'YYYY-MM-DD' of a moment in China Standard Time: the calendar day of every rule that says "today"
 * (a consent date, the school year, a student's age), on the server and on the device alike.
 */
export function chinaDayOf(at: Date | number): string {
  return chinaWallClock(at).toISOString().slice(0, 10);
}

/**
 * A moment for a spreadsheet cell: Excel's dates have no time zone, so the cell holds Beijing's
 * wall-clock time as its face value (what staff saw on the page).
 */
export function chinaSheetTime(at: Date | number | string): Date {
  return chinaWallClock(at);
}
