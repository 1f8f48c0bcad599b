/** Search params of the marketing routes: positive integers; anything else is dropped, not kept as NaN. */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function idSearch(search: Record<string, unknown>): { id?: number } {
  const id = positiveInt(search.id);
  return id === undefined ? {} : { id };
}

export interface NewsSearch {
  type?: number;
  page?: number;
}

/** Page 1 is the default and stays out of the URL. */
export function newsSearch(search: Record<string, unknown>): NewsSearch {
  const type = positiveInt(search.type);
  const page = positiveInt(search.page);
  return { ...(type !== undefined && { type }), ...(page !== undefined && page > 1 && { page }) };
}
