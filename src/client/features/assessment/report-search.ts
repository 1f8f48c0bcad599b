import { ATTEMPT_ID_PATTERN, parseId } from '#shared/validation/formats';

/** Search params of a result page: `attempt` (a test finished on this device) or `id` (a stored result). */
export function reportSearch(search: Record<string, unknown>): { attempt?: string; id?: number } {
  const out: { attempt?: string; id?: number } = {};
  if (typeof search.attempt === 'string' && ATTEMPT_ID_PATTERN.test(search.attempt)) out.attempt = search.attempt;
  const id = parseId(String(search.id));
  if (id !== null) out.id = id;
  return out;
}
