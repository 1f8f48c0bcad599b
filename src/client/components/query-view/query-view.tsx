import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import styles from './query-view.module.css';

/** What a failed load tells the reader: the server's reason, or that the network is down. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiCallError && error.code !== 0 && error.message) return error.message;
  return '网络连接失败，请检查网络后重试';
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
