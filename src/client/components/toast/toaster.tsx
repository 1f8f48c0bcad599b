import { useAtomValue } from 'jotai';
import styles from './toaster.module.css';
import { toastsAtom } from '#client/lib/toast-store';

const icons = { success: '✓', error: '✕', info: 'i', warning: '!' } as const;

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} data-kind={t.kind}>
          <span className={styles.icon} aria-hidden="true">
            {icons[t.kind]}
          </span>
          {t.message}
        </div>
      ))}
    </div>
  );
}
