import type { ReactNode } from 'react';
import { HOTLINE } from '#client/components/layout/nav-items';
import styles from './hotline-aside.module.css';

/** Beside a page's heading: the main action and the hotline. */
export function HotlineAside({ children }: { children: ReactNode }) {
  return (
    <div className={styles.aside}>
      {children}
      <p className={styles.hotline}>
        咨询热线 <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>{HOTLINE}</a>
      </p>
    </div>
  );
}
