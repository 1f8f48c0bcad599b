import { useId, useRef } from 'react';
import styles from './import.module.css';

/** 选择文件: an .xlsx or .csv; choosing the same file again (after fixing it) reads it again. */
export function RosterFilePicker({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className={styles.picker}>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button type="button" className="btn btn-primary" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
        选择 Excel 或 CSV 文件
      </button>
      <p id={hintId} className={styles.pickerHint}>
        支持 .xlsx 和 .csv（GBK 或 UTF-8 编码均可），一次最多3000名学生。文件只在本机读取，检查通过后才会上传名单。
      </p>
    </div>
  );
}
