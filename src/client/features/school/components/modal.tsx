import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '#client/components/dialog/use-modal-focus';
import styles from './school.module.css';

/**
 * A modal with any content (the site's alert dialog takes only text), styled like it: Esc and 关闭
 * close it. Above the sticky header, below the alert dialogs it may open (z-index 1000 and up).
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
  closeText = '关闭',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  closeText?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(box, onClose);
  return createPortal(
    <div className={styles.backdrop}>
      <div ref={box} className={`${styles.modal} ${wide ? styles.modalWide : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.modalTitle}>
          {title}
        </h2>
        {children}
        <div className={styles.modalActions}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {closeText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
