import type { ClassReportRow } from '#client/contracts/lessons.gen';
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
  /** Kept on one line on the page: short values, and times that must not break as 2026-11-/27. */
  nowrap?: boolean;
  /** The narrowest it gets on the page (em), so a longer text wraps into lines, not a character per line. */
  minEm?: number;
}

const plain = (header: string, width: number, get: (row: ClassReportRow) => string, layout: Pick<ReportColumn, 'nowrap' | 'minEm'> = {}): ReportColumn => ({
  header,
  width,
  value: get,
  text: get,
  ...layout,
});

export const REPORT_COLUMNS: ReportColumn[] = [
  plain('学号', 12, (r) => r.studentNo, { nowrap: true }),
  plain('姓名', 10, (r) => r.name, { minEm: 6 }),
  plain('霍兰德代码', 11, (r) => r.hldCode, { nowrap: true }),
  plain('兴趣类型', 24, (r) => r.hldNames, { minEm: 8 }),
  plain('性格类型', 10, (r) => r.mbtiType, { nowrap: true }),
  plain('优势智能', 30, (r) => r.topIntelligences, { minEm: 8 }),
  plain('提示', 34, (r) => r.notes.join('；'), { minEm: 7 }),
  { header: '用时（分钟）', width: 12, value: (r) => r.minutes, text: (r) => (r.minutes === null ? '' : String(r.minutes)), nowrap: true },
  {
    header: '完成时间',
    nowrap: true,
    width: 18,
    value: (r) => (r.completedAt === null ? null : chinaSheetTime(r.completedAt)),
    text: (r) => (r.completedAt === null ? '' : formatChinaTime(r.completedAt)),
  },
];
