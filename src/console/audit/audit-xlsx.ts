import type { AuditEntry } from '#shared/api/console';
import { chinaDayOf, chinaSheetTime } from '#shared/format/time';
import { saveFile } from '#client/lib/save-file';
import { actionLabel, describeChange } from './audit-actions';
import { XLSX_TYPE, newBook } from '../layout/workbook';

/** The filtered audit log as a workbook, for the annual compliance audit. */
export async function exportAuditXlsx(rows: AuditEntry[]): Promise<void> {
  const { book, sheet } = await newBook('操作日志', [
    { header: '编号', width: 8 },
    { header: '时间', width: 18 },
    { header: '操作人', width: 10 },
    { header: '操作', width: 12 },
    { header: '内容', width: 48 },
    { header: '对象', width: 12 },
    { header: '修改前', width: 30 },
    { header: '修改后', width: 30 },
  ]);
  for (const r of rows) {
    sheet.addRow([
      r.id,
      chinaSheetTime(r.createdAt),
      r.operator,
      actionLabel(r.action),
      r.summary,
      r.targetKind ? `${r.targetKind} ${r.targetId}` : '',
      describeChange(r.before),
      describeChange(r.after),
    ]);
  }
  sheet.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
  const buffer = await book.xlsx.writeBuffer();
  saveFile(`操作日志-${chinaDayOf(Date.now())}.xlsx`, buffer as ArrayBuffer, XLSX_TYPE);
}
