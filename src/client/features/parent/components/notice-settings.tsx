import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parentNoticesApi, type NoticePrefs } from '#client/contracts/parent-notices.gen';
import { NOTICE_KINDS, type NoticeKind, noticeKindLabels } from '#shared/family/notices';
import { parentCall } from '../parent-session';
import { parentKeys } from '../query-keys';
import styles from './parent.module.css';

/**
 * 短信通知 for one linked child: each kind off until the parent ticks it (docs/PARENTS.md, "Notices").
 * A notice names the child and what happened, never a result.
 */
export function NoticeSettings({ linkId, childName }: { linkId: number; childName: string }) {
  const queryClient = useQueryClient();
  const key = parentKeys.personal.notices(linkId);
  const prefs = useQuery({ queryKey: key, queryFn: () => parentCall(parentNoticesApi.getNoticePrefs, { linkId }) });
  const toggle = async (kind: NoticeKind, on: boolean) => {
    // Ticked at once; the server's answer (or, on failure, what it holds) follows.
    queryClient.setQueryData<NoticePrefs>(key, (prev) => prev && { ...prev, [kind]: on });
    try {
      queryClient.setQueryData<NoticePrefs>(key, await parentCall(parentNoticesApi.setNoticePref, { linkId, kind, on: on ? '1' : '0' }));
    } catch {
      // the toast said why; the boxes show what the server holds
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <details className={styles.notices}>
      <summary>短信通知（默认不发送）</summary>
      <fieldset disabled={!prefs.data}>
        <legend className={styles.muted}>关于{childName}，以下情况给我发短信：</legend>
        {NOTICE_KINDS.map((kind) => (
          <label key={kind} className={styles.noticeOption}>
            <input type="checkbox" checked={prefs.data?.[kind] ?? false} onChange={(e) => void toggle(kind, e.target.checked)} />
            {noticeKindLabels[kind]}
          </label>
        ))}
        <p className={styles.muted}>短信只说明发生了什么，不含测评结果，也不含广告；每天最多5条。</p>
      </fieldset>
    </details>
  );
}
