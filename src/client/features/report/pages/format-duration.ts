/** 754 → 12分34秒, as the server writes `usedtime` (for a result scored on this device, not yet uploaded). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m >= 60) return `${Math.floor(m / 60)}小时${m % 60}分${s}秒`;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}
