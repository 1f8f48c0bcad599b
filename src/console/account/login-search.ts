/** Where to go after signing in: a console page only (never another site). */
export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  const target = typeof search.redirect === 'string' ? search.redirect : '';
  return target.startsWith('/console/') && !target.startsWith('/console/login') ? { redirect: target } : {};
}
