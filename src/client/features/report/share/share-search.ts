import { VIEW_TOKEN_PATTERN } from '#shared/validation/formats';

/** Search params of a shared report page: the view token. */
export function shareSearch(search: Record<string, unknown>): { token?: string } {
  const token = typeof search.token === 'string' ? search.token.trim() : '';
  return VIEW_TOKEN_PATTERN.test(token) ? { token } : {};
}
