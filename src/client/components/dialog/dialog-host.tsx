import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './dialog.module.css';
import { dialogsAtom, type OpenDialog } from './dialog-store';

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

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (confirmRef.current ?? boxRef.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && dialog.hasCancel) dialog.resolve(false);
    if (event.key === 'Tab') trapFocus(event, boxRef.current);
  };

  return (
    <div className={styles.backdrop} style={{ zIndex }}>
      <div
        ref={boxRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
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

/** Keeps Tab inside an open modal. */
export function trapFocus(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = container.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href], [tabindex="0"]');
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
