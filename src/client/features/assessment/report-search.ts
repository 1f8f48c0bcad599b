/** Search params of a result page: `attempt` (a test finished on this device) or `id` (a stored result). */
export function reportSearch(search: Record<string, unknown>): { attempt?: string; id?: number } {
  const out: { attempt?: string; id?: number } = {};
  if (typeof search.attempt === 'string' && /^[\w-]{8,100}$/.test(search.attempt)) out.attempt = search.attempt;
  const id = Number(search.id);
  if (Number.isInteger(id) && id > 0) out.id = id;
  return out;
}
