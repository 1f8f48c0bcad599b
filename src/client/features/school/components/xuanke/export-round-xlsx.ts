import type { XuankeRoundView } from '#client/contracts/xuanke-rounds.gen';
import { chinaSheetTime } from '#shared/format/time';
import { saveFile } from '#client/lib/save-file';
import { ROUND_COLUMNS } from './round-columns';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 导出Excel for 排课: 学生选科 (one row per student, the page's columns: class, name, 学号, combination,
 * when, the previous round's, the note) and 人数统计 (per combination and per subject). exceljs loads only now.
 */
export async function exportRound(view: XuankeRoundView): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = '生涯规划';
  const sheet = book.addWorksheet('学生选科', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROUND_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  for (const row of view.students) {
    // Times as China time at face value, as the class report's sheet holds them.
    sheet.addRow(
      ROUND_COLUMNS.map((c) => {
        const value = c.value(row);
        return value instanceof Date ? chinaSheetTime(value) : value;
      }),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(ROUND_COLUMNS.findIndex((c) => c.header === '提交时间') + 1).numFmt = 'yyyy-mm-dd hh:mm';

  const counts = book.addWorksheet('人数统计');
  counts.columns = [{ width: 24 }, { width: 10 }, { width: 10 }];
  const total = view.counts.submitted;
  const share = (n: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);
  counts.addRow([`${view.schoolName} ${view.round.scopeLabel} ${view.round.title}`]).font = { bold: true, size: 14 };
  counts.addRow([`选科模式 ${view.round.model} · 已提交 ${total}/${view.students.length} 人`]);
  counts.addRow([]);
  counts.addRow(['各组合人数']).font = { bold: true, size: 13 };
  counts.addRow(['选科组合', '人数', '占比（%）']).font = { bold: true };
  for (const c of view.counts.combinations) counts.addRow([c.label, c.count, share(c.count)]);
  counts.addRow([]);
  counts.addRow(['各科目人数']).font = { bold: true, size: 13 };
  counts.addRow(['科目', '人数', '占比（%）']).font = { bold: true };
  for (const s of view.counts.subjects) counts.addRow([s.subject, s.count, share(s.count)]);
  const buffer = await book.xlsx.writeBuffer();
  saveFile(`${view.round.scopeLabel}-${view.round.title}.xlsx`, buffer as ArrayBuffer, XLSX);
}
