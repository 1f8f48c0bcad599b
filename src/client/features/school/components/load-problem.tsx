import { Link } from '@tanstack/react-router';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import styles from './school.module.css';

const messageOf = (error: unknown) => (error instanceof ApiCallError && error.code !== 0 && error.message ? error.message : '网络连接失败，请检查网络后重试');

/** The server's reason (4003: not on this school's staff; 4004: no such class), or that the network is down. */
export function LoadProblem({ error, onRetry, back = { to: '/', label: '返回首页' } }: { error: unknown; onRetry?: () => void; back?: { to: string; label: string } }) {
  const final = error instanceof ApiCallError && (error.code === ApiCode.FORBIDDEN || error.code === ApiCode.NOT_FOUND);
  return (
    <div className={styles.problem} role="alert">
      <p>{messageOf(error)}</p>
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

/** A part of a page that could not load (the rest of the page still works). */
export function InlineProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.inlineProblem} role="alert">
      <p>{messageOf(error)}</p>
      <button type="button" className={`btn btn-ghost ${styles.smallButton}`} onClick={onRetry}>
        重新加载
      </button>
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
