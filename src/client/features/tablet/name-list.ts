/**
 * The class's names on the tablet's sign-in page: one button each, in the order the server lists
 * them (学号 order, the class list on the wall), and the 搜索姓名 box that narrows a long list.
 */
export interface RosterStudent {
  id: number;
  name: string;
}

export interface NameButton extends RosterStudent {
  /** Set when two students of the class share the name: 1, 2… in list order, so each finds their own. */
  nth: number | null;
}

export function nameButtons(students: readonly RosterStudent[]): NameButton[] {
  const total = new Map<string, number>();
  for (const { name } of students) total.set(name, (total.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return students.map(({ id, name }) => {
    if (total.get(name)! < 2) return { id, name, nth: null };
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    return { id, name, nth };
  });
}

/** What a name and a search have in common: full-width and case folded, spaces and the middle dot (维吾尔族 names) left out. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s·•・.]/g, '');

/** The buttons whose name contains what was typed; everyone for an empty box. */
export function filterNames(buttons: readonly NameButton[], query: string): readonly NameButton[] {
  const wanted = fold(query);
  if (!wanted) return buttons;
  return buttons.filter((button) => fold(button.name).includes(wanted));
}
