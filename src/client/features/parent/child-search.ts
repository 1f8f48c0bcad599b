import type { AssessmentKey } from '#shared/assessments/types';

/** The search of the parent's pages about one child: `link` (the parent's link to the child), and for a report the test and result. */
export interface ParentChildSearch {
  link: number;
  assessment?: AssessmentKey;
  id?: number;
}

const positive = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Anything else is dropped: a bad `link` becomes 0, which the server refuses with its own words. */
export function parentChildSearch(search: Record<string, unknown>): ParentChildSearch {
  const assessment = search.assessment === 'hld' || search.assessment === 'mbti' || search.assessment === 'dyzn' ? search.assessment : undefined;
  const id = positive(search.id);
  return { link: positive(search.link) ?? 0, ...(assessment ? { assessment } : {}), ...(id ? { id } : {}) };
}
