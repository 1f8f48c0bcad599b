/** Page numbers to show: all of them when few, else the ends and the current page's neighbours. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = [1, page - 1, page, page + 1, totalPages].filter((n) => n >= 1 && n <= totalPages);
  const unique = [...new Set(shown)].sort((a, b) => a - b);
  return unique.flatMap((n, i) => (i > 0 && n - unique[i - 1] > 1 ? (['gap', n] as const) : [n]));
}
