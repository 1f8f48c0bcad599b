/** Search params of a shared report page: the view token. */
export function shareSearch(search: Record<string, unknown>): { token?: string } {
  const token = typeof search.token === 'string' ? search.token.trim() : '';
  return /^[\w-]{1,100}$/.test(token) ? { token } : {};
}
