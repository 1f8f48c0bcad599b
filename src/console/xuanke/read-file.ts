import type { CellValue } from 'exceljs';
import { MAX_IMPORT_FILE_BYTES, parseCsv, rowsFromCells, type ImportCheck } from '#shared/xuanke/import-file';

/**
 * The official per-university file as the operator chose it, read in the browser: .xlsx (exceljs, loaded
 * only now, in the console's own chunk) or CSV (UTF-8, with or without a byte-order mark; GBK as Excel
 * saves「CSV（逗号分隔）」 on a Chinese Windows is read too). Every row is checked with the shared rules
 * the server checks them with again.
 */

export type ReadFile = ImportCheck & { fileName: string };

const fail = (fileName: string, error: string): ReadFile => ({ ok: false, errors: [error], errorCount: 1, fileName });

/** A number as typed: 10001 stays 10001 (never 10001.0000001). */
const numberText = (value: number) => (Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15))));

/** The text of one cell, whatever exceljs holds there (text, number, rich text, a formula's result, a hyperlink). */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue | undefined);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return '';
}

/** The first visible worksheet with data, row by row; each row keeps Excel's row number. */
async function readXlsx(data: ArrayBuffer): Promise<{ line: number; cells: string[] }[]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const sheet = book.worksheets.find((candidate) => candidate.state !== 'hidden' && candidate.actualRowCount > 0) ?? book.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const out: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    out.push({ line, cells });
  });
  return out;
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

export async function readOfficialFile(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>): Promise<ReadFile> {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'xls') return fail(file.name, '这是旧版 Excel（.xls）文件：请在 Excel 中「另存为」Excel 工作簿（.xlsx）或 CSV UTF-8 后再选择');
  if (extension !== 'xlsx' && extension !== 'csv') return fail(file.name, '请选择 Excel 工作簿（.xlsx）或 CSV 文件');
  if (file.size === 0) return fail(file.name, '文件是空的');
  if (file.size > MAX_IMPORT_FILE_BYTES) return fail(file.name, '文件太大（超过20MB）：一次最多导入100,000行');
  let table: { line: number; cells: string[] }[];
  try {
    const data = await file.arrayBuffer();
    table = extension === 'xlsx' ? await readXlsx(data) : parseCsv(decode(new Uint8Array(data)));
  } catch (error) {
    console.warn('xuanke file unreadable', error);
    return fail(file.name, extension === 'xlsx' ? '无法读取这个 Excel 文件：请确认它是 .xlsx 格式且没有设置密码' : '无法读取这个 CSV 文件');
  }
  return { ...rowsFromCells(table), fileName: file.name };
}
