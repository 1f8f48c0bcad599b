import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import dialogStyles from '#client/components/dialog/dialog.module.css';
import { useModalFocus } from '#client/components/dialog/use-modal-focus';
import styles from './school.module.css';

/** A modal with any content (the site's alert dialog takes only text): Esc and 关闭 close it. */
export function Modal({ title, onClose, children, wide = false, closeText = '关闭' }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean; closeText?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(box, onClose);
  return createPortal(
    <div className={dialogStyles.backdrop} style={{ zIndex: 950 }}>
      <div ref={box} className={`${dialogStyles.dialog} ${styles.modal} ${wide ? styles.modalWide : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={dialogStyles.title}>
          {title}
        </h2>
        {children}
        <div className={dialogStyles.actions}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {closeText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
