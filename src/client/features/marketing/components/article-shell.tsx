import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import styles from './article-layout.module.css';

/**
 * A banner with breadcrumbs, the page's one h1 and a meta line, above the page body. While the
 * article loads or fails, the caller passes a generic title so the page still has its heading.
 */
export function ArticleShell({ title, subtitle, crumbs, meta, children }: { title: string; subtitle?: string; crumbs: ReactNode[]; meta?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <div className={styles.banner}>
        <div className="container">
          <nav aria-label="面包屑导航">
            <ol className={styles.crumbs}>
              {crumbs.map((crumb, i) => (
                <li key={i}>{crumb}</li>
              ))}
            </ol>
          </nav>
          <h1 className={styles.bannerTitle}>{title}</h1>
          {subtitle && <p className={styles.meta}>{subtitle}</p>}
          {meta && <p className={styles.meta}>{meta}</p>}
        </div>
      </div>
      <div className="container page">{children}</div>
    </>
  );
}

/** An unknown or missing id: say so plainly and offer the way back. */
export function NotFoundNote({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className={styles.notFound} role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}
