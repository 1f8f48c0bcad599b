/** 'YYYY-MM-DD HH:mm' in China Standard Time (UTC+8, no daylight saving). */
export function formatChinaTime(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3600_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

/** 754 → 12分34秒 */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m >= 60) return `${Math.floor(m / 60)}小时${m % 60}分${s}秒`;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}
