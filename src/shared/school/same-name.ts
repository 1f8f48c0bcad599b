/**
 * Students of one class who share a name carry a mark after it, the tail of their 学号: the same on
 * the tablet's name button, the printed sign-in card, the class roster and the board, so a student
 * finds their own button and never types their PIN into a classmate's (where a wrong try counts
 * against the classmate's lock).
 *
 * A 学号 tail rather than （1）/（2）: a numbering shifts when a student joins or leaves the class,
 * and cards printed before would then point at the wrong button. The tail stays as long as the 学号
 * does. Only a tail is shown, never the whole number: some schools use the 学籍号, which holds an
 * identity-card number.
 */

/** Characters of the 学号 shown: enough to tell a class apart, short enough for a name button. */
export const MARK_TAIL = 4;

export interface NamedStudent {
  id: number;
  name: string;
  studentNo: string;
}

/** Two names a child reads as the same: full width, case and spacing folded. */
export const sameNameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The 学号's last MARK_TAIL characters, more when that is what tells the group's numbers apart. */
function tails(numbers: readonly string[]): string[] {
  const longest = Math.max(...numbers.map((n) => n.length));
  for (let length = MARK_TAIL; ; length++) {
    // Compared without the ellipsis: 0107 and …0107 (of 20107) would read as the same.
    if (new Set(numbers.map((n) => n.slice(-length))).size === numbers.length || length >= longest) {
      return numbers.map((n) => (n.length > length ? `…${n.slice(-length)}` : n));
    }
  }
}

/** Each student who shares their name with a classmate → their mark, e.g. 学号…0107. Nobody else is in the map. */
export function sameNameMarks(students: readonly NamedStudent[]): Map<number, string> {
  const groups = new Map<string, NamedStudent[]>();
  for (const student of students) {
    const key = sameNameKey(student.name);
    groups.set(key, [...(groups.get(key) ?? []), student]);
  }
  const marks = new Map<number, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const cut = tails(group.map((s) => s.studentNo));
    group.forEach((student, i) => marks.set(student.id, `学号${cut[i]}`));
  }
  return marks;
}

/** The name as a list shows it: 王欣怡（学号…0107） for a shared name, else the name alone. */
export const markedName = (name: string, mark: string | null | undefined) => (mark ? `${name}（${mark}）` : name);

/**
 * The import preview's warning (not a problem: same names are allowed) for each row whose name another
 * row of the same class has, or a student already in that class whose 学号 the file does not list.
 * Keyed by the row's line.
 */
export function sameNameWarnings(
  rows: readonly { line: number; name: string; studentNo: string; classKey: string | null }[],
  inClass: readonly { name: string; studentNo: string; classKey: string }[] = [],
): Map<number, string> {
  const inFile = new Set(rows.map((row) => row.studentNo));
  const byClassAndName = new Map<string, { line: number | null; studentNo: string }[]>();
  const add = (classKey: string, name: string, entry: { line: number | null; studentNo: string }) => {
    const key = `${classKey}\n${sameNameKey(name)}`;
    byClassAndName.set(key, [...(byClassAndName.get(key) ?? []), entry]);
  };
  for (const row of rows) if (row.classKey && row.name) add(row.classKey, row.name, { line: row.line, studentNo: row.studentNo });
  for (const student of inClass) if (!inFile.has(student.studentNo)) add(student.classKey, student.name, { line: null, studentNo: student.studentNo });
  const warnings = new Map<number, string>();
  for (const group of byClassAndName.values()) {
    if (group.length < 2) continue;
    for (const entry of group) {
      if (entry.line === null) continue;
      const others = group.filter((other) => other !== entry);
      const lines = others.filter((o) => o.line !== null).map((o) => `第${o.line}行`);
      const already = others.filter((o) => o.line === null).map((o) => o.studentNo);
      const who = [...lines, ...(already.length ? [`班里已有的同学（学号${already.join('、')}）`] : [])].join('、');
      warnings.set(entry.line, `与${who}同名：平板、登录卡和名单上会在姓名后标出学号尾号，请提醒学生认准自己的名字`);
    }
  }
  return warnings;
}
