import { MAX_ROSTER_ROWS, type RosterRow, rowsFromTable } from '#shared/school/roster';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { isSampleRow } from './template';

/** 4 MB: a roster of a few thousand students is far smaller; anything bigger is the wrong file. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

export interface ReadRoster {
  rows: RosterRow[];
  /** Problems of the whole file (a missing column, too many rows): nothing can be imported until fixed. */
  fileProblems: string[];
}

/** The file's kind by its name: only .xlsx and .csv are read. */
export function fileKind(name: string): 'xlsx' | 'csv' | 'xls' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' || extension === 'xls' ? extension : null;
}

/** Reads a chosen file in the browser into roster rows; what cannot be read becomes a file problem. */
export async function readRosterFile(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>): Promise<ReadRoster> {
  const kind = fileKind(file.name);
  if (kind === 'xls') return failed('这是旧版 Excel（.xls）文件：请在 Excel 中「另存为」Excel 工作簿（.xlsx）或 CSV 后再选择');
  if (!kind) return failed('请选择 Excel 工作簿（.xlsx）或 CSV 文件');
  if (file.size === 0) return failed('文件是空的');
  if (file.size > MAX_FILE_BYTES) return failed(`文件太大（超过4MB）。一次最多导入${MAX_ROSTER_ROWS}名学生，请按年级分开导入`);
  let table: string[][];
  try {
    const data = await file.arrayBuffer();
    table = kind === 'xlsx' ? await readXlsx(data) : await readCsv(data);
  } catch (error) {
    console.warn('roster file unreadable', error);
    return failed(kind === 'xlsx' ? '无法读取这个 Excel 文件：请确认它是 .xlsx 格式且没有设置密码' : '无法读取这个 CSV 文件');
  }
  const read = rowsFromTable(table);
  const rows = read.rows.filter((row) => !isSampleRow(row));
  if (rows.length === read.rows.length) return read;
  return { rows, fileProblems: rows.length ? read.fileProblems : ['文件里只有模板中的示例行（张小明）：请在示例行下面填写学生，每行一名'] };
}

const failed = (problem: string): ReadRoster => ({ rows: [], fileProblems: [problem] });
