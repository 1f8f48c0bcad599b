import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from '#client/components/button/throttled-button';
import { chartsDrawn, printWhenChartsDrawn } from '#client/components/charts/charts-ready';
import { toast } from '#client/lib/toast-store';
import styles from './toolbar.module.css';

/** Print and download (and, for the owner, sharing): hidden when printing and left out of the downloaded image. */
export function ReportToolbar({ areaRef, nickname, reportName, children }: { areaRef: RefObject<HTMLElement | null>; nickname: string; reportName: string; children?: ReactNode }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const area = areaRef.current;
    if (!area || busy) return;
    setBusy(true);
    try {
      // The copy that is drawn is taken from the page: its charts must be on it first.
      // The capture code and its rasteriser arrive on the first click only.
      const [{ downloadReport }] = await Promise.all([import('../download/download-report'), chartsDrawn(area)]);
      const count = await downloadReport(area, nickname, reportName);
      toast.success(count > 1 ? `报告已生成${count}张图片，正在下载` : '报告图片已生成，正在下载');
    } catch (error) {
      console.warn('download failed', error);
      toast.error('报告图片生成失败，请稍后再试，或使用打印功能保存为PDF');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.toolbar} no-print`} data-capture-ignore="true" role="group" aria-label="报告操作">
      <Button className="btn btn-ghost" onClick={() => void printWhenChartsDrawn(areaRef.current)}>
        打印报告
      </Button>
      <Button className="btn btn-primary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? '正在生成图片…' : '下载报告'}
      </Button>
      {children}
    </div>
  );
}
