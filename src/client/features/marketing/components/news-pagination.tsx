import { Link } from '@tanstack/react-router';
import { pageWindow } from '../page-window';
import styles from './news-page.module.css';

/** Spec: hidden when everything fits on one page. */
export function NewsPagination({ type, page, totalPages }: { type: number; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const link = (n: number, label: string, rel?: string) => (
    <Link to="/news" search={{ type, page: n }} rel={rel} className={styles.pageLink}>
      {label}
    </Link>
  );
  return (
    <nav className={styles.pagination} aria-label="分页">
      <ul>
        <li>
          {page > 1 ? (
            link(page - 1, '上一页', 'prev')
          ) : (
            <span className={styles.pageDisabled} aria-disabled="true">
              上一页
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.pageCurrent} aria-current="page">
                  <span className="visually-hidden">第</span>
                  {n}
                  <span className="visually-hidden">页</span>
                </span>
              ) : (
                <Link to="/news" search={{ type, page: n }} className={styles.pageLink} aria-label={`第${n}页`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            link(page + 1, '下一页', 'next')
          ) : (
            <span className={styles.pageDisabled} aria-disabled="true">
              下一页
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
