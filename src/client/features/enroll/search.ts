/** ?project=<id> on /sign-up: the training to pre-tick (kept tiny: it runs in the main bundle). */
export interface SignUpSearch {
  project?: number;
}

export function parseSignUpSearch(search: Record<string, unknown>): SignUpSearch {
  const id = Number(search.project);
  return Number.isInteger(id) && id > 0 ? { project: id } : {};
}
