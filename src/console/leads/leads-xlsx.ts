import type { LeadExportRow } from '#shared/api/console';
import { leadStatusStaffLabels, preferredTimeLabels } from '#shared/bookings/rules';
import { leadKindLabels } from '#shared/console/rules';
import { chinaDayOf, chinaSheetTime } from '#shared/format/time';
import { saveFile } from '#client/lib/save-file';
import { XLSX_TYPE, newBook } from '../layout/workbook';

/** 导出Excel of the filtered lead list: Chinese headers, numbers as numbers, times as dates (Beijing time), the full numbers. */
export async function exportLeadsXlsx(rows: LeadExportRow[]): Promise<void> {
  const { book, sheet } = await newBook('线索', [
    { header: '编号', width: 8 },
    { header: '类型', width: 10 },
    { header: '提交时间', width: 18 },
    { header: '咨询内容', width: 36 },
    { header: '姓名', width: 10 },
    { header: '联系电话', width: 14 },
    { header: '方便联系', width: 12 },
    { header: '留言/报名原因', width: 36 },
    { header: '状态', width: 8 },
    { header: '状态更新时间', width: 18 },
    { header: '跟进人', width: 10 },
    { header: '下次联系', width: 12 },
    { header: '跟进记录数', width: 10 },
  ]);
  for (const r of rows) {
    sheet.addRow([
      r.id,
      leadKindLabels[r.kind],
      chinaSheetTime(r.createdAt),
      r.subject,
      r.name,
      r.mobile,
      r.preferredTime ? preferredTimeLabels[r.preferredTime] : '',
      r.note,
      leadStatusStaffLabels[r.status],
      chinaSheetTime(r.statusChangedAt),
      r.owner,
      r.nextContactOn ?? '',
      r.notes,
    ]);
  }
  sheet.getColumn(3).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn(10).numFmt = 'yyyy-mm-dd hh:mm';
  const buffer = await book.xlsx.writeBuffer();
  saveFile(`线索-${chinaDayOf(Date.now())}.xlsx`, buffer as ArrayBuffer, XLSX_TYPE);
}
