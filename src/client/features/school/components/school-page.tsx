import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import styles from './school.module.css';

export interface Crumb {
  label: string;
  to: string;
  params?: Record<string, string>;
}

/**
 * The frame of every staff page: the way back (学校管理 › …), the page's one h1, its own document
 * title from the first render (also while loading or refused), and actions beside the heading.
 */
export function SchoolPage({
  title,
  documentTitle = title,
  subtitle,
  crumbs = [],
  actions,
  screenOnlyHeading = false,
  className = '',
  children,
}: {
  title: string;
  documentTitle?: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  /** The printout is the content alone (the sign-in cards). */
  screenOnlyHeading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <div className={`container page ${styles.page} ${className}`}>
      {crumbs.length > 0 && (
        <nav aria-label="位置" className={`${styles.crumbs} no-print`}>
          {crumbs.map((crumb) => (
            <span key={crumb.to}>
              <Link to={crumb.to} params={crumb.params}>
                {crumb.label}
              </Link>
              <span aria-hidden="true"> › </span>
            </span>
          ))}
          <span aria-current="page">{title}</span>
        </nav>
      )}
      <div className={`${styles.heading} ${screenOnlyHeading ? 'no-print' : ''}`}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={`${styles.actions} no-print`}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
