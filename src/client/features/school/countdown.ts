/** 14:59 for the time left until `expiresAt`; 0:00 once it has passed. */
export function timeLeft(expiresAt: Date | string, now: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
  return { seconds, text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}
