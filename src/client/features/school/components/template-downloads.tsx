import { useState } from 'react';
import { toast } from '#client/lib/toast-store';
import { csvTemplate, TEMPLATE_NAME, xlsxTemplate } from '../roster-file/template';
import { saveFile } from '#client/lib/save-file';
import styles from './import.module.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 下载模板: an Excel workbook made here in the browser (exceljs loads only now), or a CSV. */
export function TemplateDownloads() {
  const [busy, setBusy] = useState(false);
  const excel = async () => {
    setBusy(true);
    try {
      saveFile(`${TEMPLATE_NAME}.xlsx`, (await xlsxTemplate()) as Uint8Array<ArrayBuffer>, XLSX_TYPE);
    } catch (error) {
      console.warn('template failed', error);
      toast.error('模板生成失败，请检查网络后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.templates}>
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void excel()}>
        {busy ? '正在生成…' : '下载 Excel 模板'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => saveFile(`${TEMPLATE_NAME}.csv`, csvTemplate(), 'text/csv;charset=utf-8')}>
        下载 CSV 模板
      </button>
    </div>
  );
}
