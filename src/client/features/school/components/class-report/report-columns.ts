import type { ClassReportRow } from '#shared/api/lessons';
import { chinaSheetTime, formatChinaTime } from '#shared/format/time';

/**
 * The columns of the per-student table, one definition for the screen and the Excel file, so the two
 * cannot part: `value` is what the spreadsheet holds (a number as a number, a time as a date), `text`
 * what the page shows.
 */
export interface ReportColumn {
  header: string;
  width: number;
  value(row: ClassReportRow): string | number | Date | null;
  text(row: ClassReportRow): string;
}

const plain = (header: string, width: number, get: (row: ClassReportRow) => string): ReportColumn => ({ header, width, value: get, text: get });

export const REPORT_COLUMNS: ReportColumn[] = [
  plain('学号', 12, (r) => r.studentNo),
  plain('姓名', 10, (r) => r.name),
  plain('霍兰德代码', 11, (r) => r.hldCode),
  plain('兴趣类型', 24, (r) => r.hldNames),
  plain('性格类型', 10, (r) => r.mbtiType),
  plain('优势智能', 30, (r) => r.topIntelligences),
  plain('提示', 34, (r) => r.notes.join('；')),
  { header: '用时（分钟）', width: 12, value: (r) => r.minutes, text: (r) => (r.minutes === null ? '' : String(r.minutes)) },
  {
    header: '完成时间',
    width: 18,
    value: (r) => (r.completedAt === null ? null : chinaSheetTime(r.completedAt)),
    text: (r) => (r.completedAt === null ? '' : formatChinaTime(r.completedAt)),
  },
];
