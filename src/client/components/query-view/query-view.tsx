import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import styles from './query-view.module.css';

/**
 * What a failed load tells the reader: the server's reason, or, with no answer, that this public page
 * is not on the device yet (the pages shown here are kept for offline use once opened, docs/OFFLINE.md),
 * so one visit online makes it readable offline.
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiCallError && error.code !== 0 && error.message) return error.message;
  return '没有连上网络，这个页面还没有保存到本设备。联网打开一次后，没有网络时也能查看。';
}

export const isNotFound = (error: unknown) => error instanceof ApiCallError && error.code === ApiCode.NOT_FOUND;

export function Loading({ label = '正在加载…' }: { label?: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{loadErrorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          重新加载
        </button>
      )}
    </div>
  );
}

/**
 * Data when there is some (also from the offline cache while a refetch fails), else the error
 * (`notFound` replaces it for an unknown id), else a loading line.
 */
export function QueryView<T>({
  query,
  children,
  loadingLabel,
  notFound,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  notFound?: ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <>{notFound}</>;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Loading label={loadingLabel} />;
}
