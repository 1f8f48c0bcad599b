import { parseRequirementText } from './requirement';
import { MAJOR_CODE_PATTERN, type XuankeRow } from './tally';

/**
 * A new edition's official per-university file (docs/XUANKE.md, "Importing an edition"): one row per
 * university × 专业, columns found by their Chinese headers, the requirement as 考试院 print it. The
 * console reads the file (CSV or .xlsx) into cells and checks every row with `rowsFromCells`; it sends the
 * rows' text, packed (`packImport`), and the server unpacks and checks them again with the same
 * `checkImportFields`: the browser is never trusted, and both sides say the same thing about a bad row.
 */

export type ImportField = 'schoolCode' | 'schoolName' | 'province' | 'majorCode' | 'majorName' | 'requirement';

/** The columns, the headers each is recognised by (compared without spaces, brackets half-width), and whether a file must have it. */
export const IMPORT_COLUMNS: readonly { field: ImportField; label: string; headers: readonly string[]; required: boolean }[] = [
  { field: 'schoolCode', label: '院校代码', headers: ['院校代码', '学校代码', '院校编码', '院校代号', 'school_code'], required: true },
  { field: 'schoolName', label: '院校名称', headers: ['院校名称', '学校名称', '院校', 'school_name'], required: true },
  { field: 'province', label: '院校所在地', headers: ['院校所在地', '所在地', '所在省份', '省份', '院校省份', '所在省市', 'province'], required: false },
  { field: 'majorCode', label: '专业代码', headers: ['专业代码', '专业(类)代码', '专业类代码', 'major_code'], required: true },
  { field: 'majorName', label: '专业名称', headers: ['专业名称', '专业(类)名称', '专业类名称', '招生专业', 'major_name'], required: true },
  {
    field: 'requirement',
    label: '选考科目要求',
    headers: ['选考科目要求', '选科要求', '科目要求', '选考科目', '选考要求', 'subject_requirement_raw'],
    required: true,
  },
];

/** At most this many rows (the 2027 national file has 52,558). */
export const MAX_IMPORT_ROWS = 100_000;
/** At most this many errors are listed; the count names them all. */
export const MAX_LISTED_ERRORS = 50;
/** A chosen file larger than this is refused before it is read. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** Longest text of each field (a longer one is a wrong column or a broken file). */
const FIELD_MAX: Record<ImportField, number> = { schoolCode: 20, schoolName: 60, province: 20, majorCode: 10, majorName: 80, requirement: 80 };

/** One row's text as read from the file, with its line in the file (Excel's row number, or the CSV line it starts on). */
export interface RawImportRow {
  line: number;
  schoolCode: string;
  schoolName: string;
  province: string;
  majorCode: string;
  majorName: string;
  requirement: string;
}

/** A checked row: what the tally counts, and the text it came from. */
export interface ImportRow extends XuankeRow {
  line: number;
  schoolName: string;
  majorName: string;
  /** The requirement as the file printed it. */
  requirement: string;
}

export type ImportCheck = { ok: true; rows: ImportRow[] } | { ok: false; errors: string[]; errorCount: number };

const normalHeader = (text: string) => text.replace(/\s+/g, '').replaceAll('（', '(').replaceAll('）', ')').toLowerCase();

/** Where each column is in a header row; null unless every required column is there. */
export function columnsOf(cells: readonly string[]): Partial<Record<ImportField, number>> | null {
  const found: Partial<Record<ImportField, number>> = {};
  const normal = cells.map(normalHeader);
  for (const column of IMPORT_COLUMNS) {
    const at = normal.findIndex((cell) => column.headers.some((header) => normalHeader(header) === cell));
    if (at >= 0) found[column.field] = at;
  }
  return IMPORT_COLUMNS.every((column) => !column.required || found[column.field] !== undefined) ? found : null;
}

/** The header row is one of the first ten lines (an official file often has a title above it). */
const HEADER_SEARCH = 10;

const failed = (error: string): ImportCheck => ({ ok: false, errors: [error], errorCount: 1 });

/** A file's cells, line by line, to checked rows: the header found, every other non-empty line a row. */
export function rowsFromCells(table: readonly { line: number; cells: readonly string[] }[]): ImportCheck {
  const nonEmpty = table.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (!nonEmpty.length) return failed('文件中没有内容');
  const headerAt = nonEmpty.slice(0, HEADER_SEARCH).findIndex((row) => columnsOf(row.cells) !== null);
  if (headerAt < 0) {
    const required = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.label);
    return failed(`找不到表头：前${HEADER_SEARCH}行中应有一行包含列名 ${required.join('、')}（院校所在地可选）`);
  }
  const columns = columnsOf(nonEmpty[headerAt].cells)!;
  const cell = (cells: readonly string[], field: ImportField) => {
    const at = columns[field];
    return at === undefined ? '' : (cells[at] ?? '');
  };
  const raw = nonEmpty.slice(headerAt + 1).map(({ line, cells }) => ({
    line,
    schoolCode: cell(cells, 'schoolCode'),
    schoolName: cell(cells, 'schoolName'),
    province: cell(cells, 'province'),
    majorCode: cell(cells, 'majorCode'),
    majorName: cell(cells, 'majorName'),
    requirement: cell(cells, 'requirement'),
  }));
  return checkImportFields(raw);
}

/** The problem of one row, or its checked form. */
export function checkImportRow(raw: RawImportRow): { ok: true; row: ImportRow } | { ok: false; error: string } {
  const at = `第${raw.line}行`;
  const text = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, raw[c.field].trim()])) as Record<ImportField, string>;
  for (const column of IMPORT_COLUMNS) {
    if ([...text[column.field]].length > FIELD_MAX[column.field]) return { ok: false, error: `${at}：${column.label}过长（最多${FIELD_MAX[column.field]}个字）` };
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && c.field !== 'requirement' && !text[c.field]).map((c) => c.label);
  if (missing.length) return { ok: false, error: `${at}：缺少${missing.join('、')}` };
  const code = text.majorCode;
  if (/^[1-9]\d{4}[A-Z]{0,2}$/.test(code)) return { ok: false, error: `${at}：专业代码「${code}」只有5位，可能是表格去掉了开头的0（如 080202）：请把专业代码列设为文本后重新填写` };
  if (!MAJOR_CODE_PATTERN.test(code)) return { ok: false, error: `${at}：专业代码「${code}」无效（应为4–7位数字，可带大写字母后缀，如 080202H）` };
  const subjects = parseRequirementText(text.requirement);
  if (!subjects.ok) return { ok: false, error: `${at}：${subjects.error}` };
  return {
    ok: true,
    row: {
      line: raw.line,
      schoolCode: text.schoolCode,
      schoolName: text.schoolName,
      province: text.province,
      majorCode: code,
      majorName: text.majorName,
      requirement: text.requirement,
      subjects: subjects.value,
    },
  };
}

/** Every row checked; any bad row fails the whole file, the first MAX_LISTED_ERRORS named. */
export function checkImportFields(raw: readonly RawImportRow[]): ImportCheck {
  if (!raw.length) return failed('文件中只有表头，没有数据行');
  if (raw.length > MAX_IMPORT_ROWS) return failed(`数据行太多：${raw.length}行，最多${MAX_IMPORT_ROWS}行`);
  const rows: ImportRow[] = [];
  const errors: string[] = [];
  let errorCount = 0;
  for (const one of raw) {
    const checked = checkImportRow(one);
    if (checked.ok) rows.push(checked.row);
    else if (++errorCount <= MAX_LISTED_ERRORS) errors.push(checked.error);
  }
  return errorCount ? { ok: false, errors, errorCount } : { ok: true, rows };
}

/** The one-line summary of a failed check, for a message above the list. */
export function importErrorSummary(check: { errors: readonly string[]; errorCount: number }): string {
  if (check.errorCount === 1) return `文件有误，未导入任何数据：${check.errors[0]}`;
  return `文件中有${check.errorCount}处错误，未导入任何数据${check.errorCount > check.errors.length ? `（下面列出前${check.errors.length}处）` : ''}`;
}

/**
 * The rows as the console sends them: each school's and each name's and requirement's text once, a row
 * their indexes (the national file's 52,558 rows travel in about 2.5 MB instead of 20).
 */
export interface PackedImport {
  schools: [code: string, name: string, province: string][];
  names: string[];
  requirements: string[];
  rows: [line: number, school: number, majorCode: string, name: number, requirement: number][];
}

export function packImport(rows: readonly RawImportRow[]): PackedImport {
  const packed: PackedImport = { schools: [], names: [], requirements: [], rows: [] };
  const schools = new Map<string, number>();
  const names = new Map<string, number>();
  const requirements = new Map<string, number>();
  const indexOf = <T>(map: Map<string, number>, list: T[], key: string, value: T) => {
    let at = map.get(key);
    if (at === undefined) {
      at = list.push(value) - 1;
      map.set(key, at);
    }
    return at;
  };
  for (const row of rows) {
    const school = indexOf(schools, packed.schools, JSON.stringify([row.schoolCode, row.schoolName, row.province]), [row.schoolCode, row.schoolName, row.province]);
    const name = indexOf(names, packed.names, row.majorName, row.majorName);
    const requirement = indexOf(requirements, packed.requirements, row.requirement, row.requirement);
    packed.rows.push([row.line, school, row.majorCode, name, requirement]);
  }
  return packed;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isIndex = (value: unknown, length: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/** The rows of a packed file, every part checked (it came from a browser); an error names what is wrong. */
export function unpackImport(value: unknown): { ok: true; rows: RawImportRow[] } | { ok: false; error: string } {
  const bad = (what: string) => ({ ok: false as const, error: `导入数据格式不正确（${what}），请重新选择文件` });
  if (typeof value !== 'object' || value === null) return bad('不是对象');
  const { schools, names, requirements, rows } = value as Record<string, unknown>;
  if (!Array.isArray(schools) || !Array.isArray(names) || !Array.isArray(requirements) || !Array.isArray(rows)) return bad('缺少部分');
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, error: `数据行太多：${rows.length}行，最多${MAX_IMPORT_ROWS}行` };
  if (schools.length > rows.length || names.length > rows.length || requirements.length > rows.length) return bad('条目多于数据行');
  for (const school of schools) if (!Array.isArray(school) || school.length !== 3 || !school.every((part) => isText(part, 200))) return bad('院校');
  if (!names.every((name) => isText(name, 200)) || !requirements.every((text) => isText(text, 200))) return bad('文字');
  const out: RawImportRow[] = [];
  let previous = 0;
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 5) return bad('数据行');
    const [line, school, majorCode, name, requirement] = row as unknown[];
    if (!Number.isInteger(line) || (line as number) <= previous || (line as number) > 10 * MAX_IMPORT_ROWS) return bad('行号');
    if (!isIndex(school, schools.length) || !isIndex(name, names.length) || !isIndex(requirement, requirements.length) || !isText(majorCode, 200)) return bad('数据行');
    previous = line as number;
    const [schoolCode, schoolName, province] = schools[school] as [string, string, string];
    out.push({ line: line as number, schoolCode, schoolName, province, majorCode, majorName: names[name] as string, requirement: requirements[requirement] as string });
  }
  return { ok: true, rows: out };
}

/**
 * A CSV file's text as lines of cells (RFC 4180: quoted cells may hold commas, quotes written twice and
 * line breaks; a byte-order mark is dropped). Each line keeps the number of the line it starts on, so an
 * error names the line an editor shows.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return out;
}
