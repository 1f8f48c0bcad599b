import { Link } from '@tanstack/react-router';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import styles from './school.module.css';

/** The server's reason (4003: not on this school's staff; 4004: no such class), or that the network is down. */
export function LoadProblem({ error, onRetry, back = { to: '/', label: '返回首页' } }: { error: unknown; onRetry?: () => void; back?: { to: string; label: string } }) {
  const refused = error instanceof ApiCallError && error.code !== 0;
  const message = refused && error.message ? error.message : '网络连接失败，请检查网络后重试';
  const final = refused && (error.code === ApiCode.FORBIDDEN || error.code === ApiCode.NOT_FOUND);
  return (
    <div className={styles.problem} role="alert">
      <p>{message}</p>
      <div className={styles.problemActions}>
        {!final && onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            重新加载
          </button>
        )}
        <Link to={back.to} className="btn btn-ghost">
          {back.label}
        </Link>
      </div>
    </div>
  );
}

export function Loading() {
  return (
    <p className={styles.loading} role="status">
      正在加载…
    </p>
  );
}
