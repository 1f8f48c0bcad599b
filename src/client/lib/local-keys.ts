/**
 * Names of the few things about a student that pages keep in localStorage, in one place, so that
 * cancelling an account (offline/forget.ts) can find and remove them.
 */

/** The start page's 「我已了解」 about results, per user. */
export const resultConsentKey = (userId: number | undefined) => `resultConsent:${userId}`;

/** The MBTI report's picks for undecided letters, by result and ratios. */
export function mbtiFitKey(data: { result: string; dimensions: readonly { ratios: readonly number[] }[] }): string {
  return `shengya.mbti-fit:${data.result}:${data.dimensions.map((d) => d.ratios[0]).join(',')}`;
}
