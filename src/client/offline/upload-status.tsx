import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { uploadNeedsLoginAtom } from './sync-state';
import { useOutbox } from './live-hooks';
import styles from './upload-status.module.css';

/**
 * Honest upload state: nothing is called uploaded before the server said so. `shownAttempt`: the
 * local report on screen already says it waits for upload (or why it was refused), so this counts only the other results.
 */
export function UploadStatus({ userId, shownAttempt }: { userId: number | undefined; shownAttempt?: string }) {
  const rows = useOutbox(userId);
  const needsLogin = useAtomValue(uploadNeedsLoginAtom);
  const pending = rows.filter((r) => r.state === 'pending' && r.attemptId !== shownAttempt && !r.waitingFor);
  const forConsent = rows.filter((r) => r.state === 'pending' && r.attemptId !== shownAttempt && r.waitingFor);
  const rejected = rows.filter((r) => r.state === 'rejected' && r.attemptId !== shownAttempt);
  if (pending.length === 0 && forConsent.length === 0 && !needsLogin && rejected.length === 0) return null;
  return (
    <div className={styles.upload} role="status" data-testid="upload-status">
      {pending.length > 0 &&
        (shownAttempt ? <p>另有 {pending.length} 份测评结果等待上传，联网后会自动上传。</p> : <p>等待上传（{pending.length}）：测评结果已保存在本设备，联网后会自动上传。</p>)}
      {forConsent.length > 0 && (
        <p>
          {shownAttempt ? `另有 ${forConsent.length} 份测评结果在等家长同意：` : ''}
          {/* The server's own words for what it waits for (shared/family/consent.ts), kept with the row. */}
          {forConsent[0].lastError}
        </p>
      )}
      {needsLogin && (
        <p>
          登录已过期，请<Link to="/login">重新登录</Link>后自动上传。
        </p>
      )}
      {rejected.map((r) => (
        <p key={r.attemptId} className={styles.rejected}>
          有一份答卷未能上传：{r.lastError}。答案仍保存在本设备上，请联系老师或客服处理。
        </p>
      ))}
    </div>
  );
}
