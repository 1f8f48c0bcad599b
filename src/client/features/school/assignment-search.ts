/** `?assignment=12` of the board, the class report and its printout: the assignment shown (else the default one). */
export function assignmentSearch(search: Record<string, unknown>): { assignment?: number } {
  const id = Number(search.assignment);
  return Number.isInteger(id) && id > 0 ? { assignment: id } : {};
}
