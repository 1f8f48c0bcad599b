/** "3,1,3" (an idList field of the school contract, already checked for its form) → [3, 1]: each id once. */
export function idsOf(list: string): number[] {
  return [...new Set(list.split(',').filter(Boolean).map(Number))];
}
