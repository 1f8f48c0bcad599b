import { cellText } from './cell-text';

/**
 * The first worksheet's cells as text, row by row (exceljs loads here, only when a file is chosen).
 * Rows keep their place: an empty row in the middle stays an empty row, so line numbers match Excel's.
 */
export async function readXlsx(data: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden' && candidate.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  const width = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value).trim());
    table.push(cells);
  }
  return table;
}
