import { ROSTER_COLUMNS } from '#shared/school/roster';

/** The example row of the templates: one made-up student, in the forms the import reads. */
export const SAMPLE_ROW: Record<(typeof ROSTER_COLUMNS)[number], string> = {
  姓名: '张小明',
  学号: '2026070301',
  性别: '男',
  年级: '初一',
  班级: '3班',
  出生年月: '2013-05',
};

/** The templates' example row, left in a filled-in file: not a student, so reading skips it. */
export function isSampleRow(row: { name: string; studentNo: string; gender: string; grade: string; className: string; birthMonth: string }): boolean {
  return (
    row.name === SAMPLE_ROW.姓名 &&
    row.studentNo === SAMPLE_ROW.学号 &&
    row.gender === SAMPLE_ROW.性别 &&
    row.grade === SAMPLE_ROW.年级 &&
    row.className === SAMPLE_ROW.班级 &&
    row.birthMonth === SAMPLE_ROW.出生年月
  );
}

/** What each column takes, shown as the header cells' notes in the Excel template. */
export const COLUMN_NOTES: Record<(typeof ROSTER_COLUMNS)[number], string> = {
  姓名: '必填，最多20个字。第2行是示例，导入时自动跳过',
  学号: '必填，全校唯一；字母、数字和-，最多32位',
  性别: '男 或 女，可不填',
  年级: '必填，如 初一、初二、高一、三年级',
  班级: '必填，如 3班；须是学校里已经创建的班级',
  出生年月: '可不填，如 2013-05；未满14周岁的学生需登记监护人同意',
};

const WIDTHS: Record<(typeof ROSTER_COLUMNS)[number], number> = { 姓名: 14, 学号: 18, 性别: 8, 年级: 10, 班级: 10, 出生年月: 14 };

export const TEMPLATE_NAME = '学生名单模板';

/** The CSV template: UTF-8 with a byte-order mark, so Excel opens the Chinese right. */
export function csvTemplate(): string {
  return `\uFEFF${ROSTER_COLUMNS.join(',')}\r\n${ROSTER_COLUMNS.map((column) => SAMPLE_ROW[column]).join(',')}\r\n`;
}

/** The Excel template (exceljs loads here, only when it is asked for): headers, notes, the sample row, widths, text columns. */
export async function xlsxTemplate(): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '生涯规划';
  const sheet = workbook.addWorksheet('学生名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROSTER_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: WIDTHS[column],
    // 学号 and 出生年月 as text: Excel would otherwise turn 001 into 1 and 2013-05 into a date.
    style: column === '学号' || column === '出生年月' ? { numFmt: '@' } : {},
  }));
  // The example row in grey italics: reading skips it, so it may stay in the filled-in file.
  sheet.addRow(ROSTER_COLUMNS.map((column) => SAMPLE_ROW[column])).font = { italic: true, color: { argb: 'FF8A86A0' } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.height = 22;
  ROSTER_COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEECFD' } };
    cell.note = COLUMN_NOTES[column];
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
