import { chinaDayOf } from '../format/time';
import { classLabel, normalizeClassName, parseGrade } from './grades';

/**
 * The roster import's rules, shared by the preview in the browser and the checks on the server
 * (which re-checks everything: the browser's preview is a convenience, never trusted).
 *
 * A file has one header row with Chinese column names (姓名, 学号, 性别, 年级, 班级; optional 出生年月)
 * and one student per row. 学号 is the key within a school: importing the same file again changes
 * nothing, a changed row updates that student.
 */

export const ROSTER_COLUMNS = ['姓名', '学号', '性别', '年级', '班级', '出生年月'] as const;
export const REQUIRED_COLUMNS = ['姓名', '学号', '年级', '班级'] as const;
/** Other names schools' own exports use for the same columns. */
const ALIASES: Record<string, (typeof ROSTER_COLUMNS)[number]> = {
  学生姓名: '姓名',
  名字: '姓名',
  学籍号: '学号',
  学生编号: '学号',
  班别: '班级',
  班: '班级',
  出生日期: '出生年月',
  生日: '出生年月',
};

export const MAX_ROSTER_ROWS = 3000;
export const STUDENT_NO_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** One data row as read from the file: text cells, and its line in the file (the header is line 1). */
export interface RosterRow {
  line: number;
  name: string;
  studentNo: string;
  gender: string;
  grade: string;
  className: string;
  birthMonth: string;
}

/** A row with its values read and its problems named (empty when it can be imported). */
export interface CheckedRow {
  line: number;
  name: string;
  studentNo: string;
  gender: '男' | '女' | '';
  grade: number | null;
  className: string;
  /** YYYY-MM, or '' when not given. */
  birthMonth: string;
  problems: string[];
}

/** Reads a table (first row the header) into rows; a missing required column is a problem of the file. */
export function rowsFromTable(table: readonly (readonly string[])[]): { rows: RosterRow[]; fileProblems: string[] } {
  const [header = [], ...body] = table;
  const columnOf = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = cell
      .replace(/\s+/g, '')
      .replace(/[（(].*?[)）]/g, '')
      .replace(/^\*/, '');
    const column = (ROSTER_COLUMNS as readonly string[]).includes(name) ? name : ALIASES[name];
    if (column && !columnOf.has(column)) columnOf.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columnOf.has(column));
  if (missing.length) return { rows: [], fileProblems: [`缺少列：${missing.join('、')}（第1行应是表头：${ROSTER_COLUMNS.join('、')}）`] };
  const cell = (row: readonly string[], column: string) => {
    const index = columnOf.get(column);
    return index === undefined ? '' : String(row[index] ?? '').trim();
  };
  const rows: RosterRow[] = [];
  body.forEach((row, index) => {
    if (row.every((value) => String(value ?? '').trim() === '')) return; // blank lines at the end of a sheet
    rows.push({
      line: index + 2,
      name: cell(row, '姓名'),
      studentNo: cell(row, '学号'),
      gender: cell(row, '性别'),
      grade: cell(row, '年级'),
      className: cell(row, '班级'),
      birthMonth: cell(row, '出生年月'),
    });
  });
  const fileProblems = rows.length > MAX_ROSTER_ROWS ? [`一次最多导入${MAX_ROSTER_ROWS}名学生，请按年级分开导入`] : rows.length === 0 ? ['文件里没有学生'] : [];
  return { rows, fileProblems };
}

/** 2013-05 / 2013/5 / 2013.05 / 2013年5月 / 2013-05-17 → 2013-05; null when unreadable or impossible. */
export function parseBirthMonth(raw: string, today: Date): string | null {
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})(?:\s*[-/.月]\s*(\d{1,2})\s*日?|\s*月)?$/.exec(raw.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] ? Number(match[3]) : 1;
  const thisMonth = chinaDayOf(today).slice(0, 7);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < Number(thisMonth.slice(0, 4)) - 30) return null;
  const value = `${match[1]}-${String(month).padStart(2, '0')}`;
  return value <= thisMonth ? value : null;
}

const GENDERS: Record<string, '男' | '女' | ''> = { 男: '男', 女: '女', M: '男', F: '女', m: '男', f: '女', '': '' };

/**
 * Checks every row: required values, 学号's form, duplicates within the file, grade and class known
 * to the school, gender and birth month readable. Problems are Chinese sentences for the preview.
 */
export function checkRosterRows(rows: readonly RosterRow[], knownClasses: readonly { grade: number; name: string }[], today: Date): CheckedRow[] {
  const known = new Set(knownClasses.map((c) => `${c.grade}:${c.name}`));
  const firstLineOf = new Map<string, number>();
  for (const row of rows) if (row.studentNo && !firstLineOf.has(row.studentNo)) firstLineOf.set(row.studentNo, row.line);
  return rows.map((row) => {
    const problems: string[] = [];
    const name = row.name.replace(/\s+/g, ' ').trim();
    if (!name) problems.push('缺少姓名');
    else if ([...name].length > 20) problems.push('姓名超过20个字');
    const studentNo = row.studentNo.trim();
    if (!studentNo) problems.push('缺少学号');
    else if (!STUDENT_NO_PATTERN.test(studentNo)) problems.push('学号只能由字母、数字和-组成（最多32位）');
    else if (firstLineOf.get(studentNo) !== row.line) problems.push(`学号与第${firstLineOf.get(studentNo)}行重复`);
    const gender = GENDERS[row.gender.trim()];
    if (gender === undefined) problems.push('性别请填“男”或“女”');
    const grade = parseGrade(row.grade);
    const className = normalizeClassName(row.className);
    if (grade === null) problems.push(row.grade.trim() ? `无法识别年级“${row.grade.trim()}”` : '缺少年级');
    else if (!className) problems.push('缺少班级');
    else if (!known.has(`${grade}:${className}`)) problems.push(`学校里没有“${classLabel(grade, className)}”，请先创建该班级`);
    let birthMonth = '';
    if (row.birthMonth.trim()) {
      const parsed = parseBirthMonth(row.birthMonth, today);
      if (parsed === null) problems.push(`出生年月“${row.birthMonth.trim()}”无法识别，请写成如 2013-05`);
      else birthMonth = parsed;
    }
    return { line: row.line, name, studentNo, gender: gender ?? '', grade, className, birthMonth, problems };
  });
}

/**
 * Under 14 the school must record how a guardian agreed before results upload (PIPL, 不满十四周岁).
 * Without a birth month we cannot tell, so consent is needed too.
 */
export function needsGuardianConsent(birthMonth: string, today: Date): boolean {
  if (!birthMonth) return true;
  const [year, month] = birthMonth.split('-').map(Number);
  const [thisYear, thisMonth] = chinaDayOf(today).split('-').map(Number);
  return (thisYear - year) * 12 + (thisMonth - month) < 14 * 12;
}
