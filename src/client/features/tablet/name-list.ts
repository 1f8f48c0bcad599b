/**
 * The class's names on the tablet's sign-in page: one button each, in the order the server lists
 * them (学号 order, the class list on the wall), and the 搜索姓名 box that narrows a long list.
 */
export interface RosterStudent {
  id: number;
  name: string;
  /**
   * Set by the server when a classmate has the same name: the tail of the 学号 (学号…0107), the same
   * mark the student's printed card shows (src/shared/school/same-name.ts).
   */
  mark: string | null;
}

/** What a name and a search have in common: full-width and case folded, spaces and the middle dot (维吾尔族 names) left out. */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s·•・.]/g, '');

/** The students whose name contains what was typed; everyone for an empty box. */
export function filterNames(buttons: readonly RosterStudent[], query: string): readonly RosterStudent[] {
  const wanted = fold(query);
  if (!wanted) return buttons;
  return buttons.filter((button) => fold(button.name).includes(wanted));
}
