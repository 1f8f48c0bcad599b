import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import styles from './dialog.module.css';
import { dialogsAtom, type OpenDialog } from './dialog-store';
import { useModalFocus } from './use-modal-focus';

const BASE_Z_INDEX = 1000;

export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  return (
    <>
      {dialogs.map((dialog, index) => (
        <AlertDialog key={dialog.id} dialog={dialog} zIndex={BASE_Z_INDEX + index * 2} />
      ))}
    </>
  );
}

function AlertDialog({ dialog, zIndex }: { dialog: OpenDialog; zIndex: number }) {
  const [checked, setChecked] = useState(false);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const confirmDisabled = Boolean(dialog.checkbox?.required) && !checked;

  // Focus starts on 确认; Esc cancels where there is a cancel button, and does nothing otherwise.
  useModalFocus(boxRef, () => dialog.hasCancel && dialog.resolve(false), confirmRef);

  return (
    <div className={styles.backdrop} style={{ zIndex }}>
      <div ref={boxRef} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {dialog.title ?? '提示'}
        </h2>
        <p className={styles.content}>{dialog.content}</p>
        {dialog.checkbox && (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
            {dialog.checkbox.label}
          </label>
        )}
        <div className={styles.actions}>
          {dialog.hasCancel && (
            <button type="button" className="btn btn-ghost" onClick={() => dialog.resolve(false)}>
              {dialog.cancelText ?? '取消'}
            </button>
          )}
          {dialog.hasConfirm !== false && (
            <button ref={confirmRef} type="button" className="btn btn-primary" disabled={confirmDisabled} onClick={() => dialog.resolve(true)}>
              {dialog.confirmText ?? '确认'}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
