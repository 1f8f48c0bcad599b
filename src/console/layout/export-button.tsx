import { useState } from 'react';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';

/**
 * 导出Excel: `write` fetches the rows (the server logs the export) and writes the file; it answers how
 * many rows went out, e.g. "12 条线索".
 */
export function ExportButton({ write }: { write: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toast.success(`已导出 ${await write()}`);
    } catch (error) {
      toast.error(failureText(error, '导出失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void run()}>
      {busy ? '正在导出…' : '导出Excel'}
    </button>
  );
}
