/**
 * The one rule of the console's ordered lists (content kinds, news categories): an item swaps places
 * with its neighbour, and the list is renumbered 0, 1, 2 … so no two share a place. Answers the new
 * order, the places moved from and to (equal at an end: nothing moves), and each row whose number
 * changed; undefined when the item is not in the list.
 */
export function reorder<T extends { id: number; sort: number }>(order: readonly T[], id: number, direction: 'up' | 'down') {
  const from = order.findIndex((row) => row.id === id);
  if (from < 0) return undefined;
  const wanted = direction === 'up' ? from - 1 : from + 1;
  const to = wanted < 0 || wanted >= order.length ? from : wanted;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  const renumbered = next.flatMap((row, sort) => (row.sort === sort ? [] : [{ id: row.id, sort }]));
  return { order: next, from, to, renumbered };
}
