import type { ClassReport } from '#client/contracts/lessons.gen';
import { saveFile } from '#client/lib/save-file';
import { REPORT_COLUMNS } from './report-columns';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 导出Excel: 学生一览 exactly as the page's table (numbers and dates typed, every student), and 班级概况
 * with the distributions the page draws. exceljs loads only now, in its own chunk.
 */
export async function exportClassReport(report: ClassReport): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = '生涯规划';
  const table = book.addWorksheet('学生一览', { views: [{ state: 'frozen', ySplit: 1 }] });
  table.columns = REPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  for (const row of report.rows) table.addRow(REPORT_COLUMNS.map((c) => c.value(row)));
  table.getRow(1).font = { bold: true };
  table.getColumn(REPORT_COLUMNS.findIndex((c) => c.header === '完成时间') + 1).numFmt = 'yyyy-mm-dd hh:mm';

  const summary = book.addWorksheet('班级概况');
  summary.columns = [{ width: 22 }, { width: 12 }, { width: 12 }, { width: 12 }];
  const { summary: s } = report;
  const block = (title: string, header: string[], rows: (string | number)[][]) => {
    summary.addRow([title]).font = { bold: true, size: 13 };
    summary.addRow(header).font = { bold: true };
    for (const r of rows) summary.addRow(r);
    summary.addRow([]);
  };
  summary.addRow([`${report.schoolName} ${report.classLabel} 班级测评报告`]).font = { bold: true, size: 15 };
  summary.addRow([report.scope]);
  summary.addRow([]);
  block(
    '完成情况',
    ['测评', '完成人数', '全班人数'],
    [
      ['职业兴趣（霍兰德）', s.completed.hld, s.students],
      ['性格类型（MBTI）', s.completed.mbti, s.students],
      ['多元智能', s.completed.dyzn, s.students],
    ],
  );
  block(
    '霍兰德代码首字母',
    ['类型', '人数'],
    s.hld.means.map((m) => [`${m.type} ${m.name}`, s.hld.firstLetters[m.type]]),
  );
  block(
    '霍兰德代码',
    ['代码', '人数'],
    s.hld.codes.map((c) => [c.code, c.count]),
  );
  block(
    '兴趣类型平均分',
    ['类型', '平均分'],
    s.hld.means.map((m) => [`${m.type} ${m.name}`, m.mean]),
  );
  block(
    '性格类型',
    ['类型', '人数'],
    s.mbti.types.map((t) => [t.type, t.count]),
  );
  block(
    '性格维度',
    ['维度', '偏好人数', '尚不明确', '平均差值（%）'],
    s.mbti.dimensions.map((d) => [`${d.poles[0]}/${d.poles[1]}`, `${d.counts[0]}/${d.counts[1]}`, d.undecided, d.meanDifference]),
  );
  block(
    '多元智能平均分（满分90）',
    ['智能', '平均分'],
    s.dyzn.profile.map((p) => [p.name, p.mean]),
  );
  const buffer = await book.xlsx.writeBuffer();
  saveFile(`${report.classLabel}-班级测评报告.xlsx`, buffer as ArrayBuffer, XLSX);
}
