import { assessmentApi } from '#client/contracts/assessment.gen';
import { callApi } from '#client/lib/api-client';
import { loadReportSource } from '#client/features/report/public';
import type { AssessmentKey } from '#shared/assessments/types';
import { PORTRAIT_ORDER } from '#shared/profile/portrait';
import { VIEW_TOKEN_PATTERN } from '#shared/validation/formats';
import type { NewestResults } from './use-portrait';

/**
 * A 生涯画像 shared by link: the link carries a share token of each result it was built from
 * (`/share/portrait?hld=…&dyzn=…&mbti=…`), the same tokens a report's own share link uses, so resetting a
 * report's link in its 分享 panel stops the portrait's too, and nothing new is stored on the server.
 */
export type PortraitTokens = Partial<Record<AssessmentKey, string>>;

/** The tokens of a link; anything that is not a token is left out. */
export function portraitTokens(search: Readonly<Record<string, unknown>>): PortraitTokens {
  const tokens: PortraitTokens = {};
  for (const key of PORTRAIT_ORDER) {
    const value = typeof search[key] === 'string' ? (search[key] as string).trim() : '';
    if (VIEW_TOKEN_PATTERN.test(value)) tokens[key] = value;
  }
  return tokens;
}

export function portraitShareUrl(tokens: PortraitTokens, origin = window.location.origin): string {
  const query = PORTRAIT_ORDER.flatMap((key) => (tokens[key] ? [`${key}=${encodeURIComponent(tokens[key])}`] : [])).join('&');
  return `${origin}/share/portrait?${query}`;
}

/** A new share token of each stored result (`ids`: server ids); one link for all of them. */
export async function newPortraitLink(ids: Partial<Record<AssessmentKey, number>>): Promise<string> {
  const tokens: PortraitTokens = {};
  for (const key of PORTRAIT_ORDER) {
    const id = ids[key];
    if (id) tokens[key] = (await callApi(assessmentApi[key].getShareToken, { id }, { silent: true })).viewtoken;
  }
  return portraitShareUrl(tokens);
}

/** The results behind a shared link; a token reset or deleted since gives null and is named in `gone`. */
export async function sharedResults(tokens: PortraitTokens): Promise<{ results: NewestResults; gone: AssessmentKey[] }> {
  const { sharedResult } = await loadReportSource();
  const read = <K extends AssessmentKey>(key: K) => (tokens[key] ? sharedResult(key, tokens[key]) : Promise.resolve(null));
  const [hld, dyzn, mbti] = await Promise.all([read('hld'), read('dyzn'), read('mbti')]);
  const results: NewestResults = { hld, dyzn, mbti };
  return { results, gone: PORTRAIT_ORDER.filter((key) => tokens[key] && !results[key]) };
}
