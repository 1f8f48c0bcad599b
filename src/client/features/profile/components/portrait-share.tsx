import { useId, useState } from 'react';
import { Button } from '#client/components/button/throttled-button';
import { toast } from '#client/lib/toast-store';
import { ApiCallError } from '#client/lib/api-client';
import type { AssessmentKey } from '#shared/assessments/types';
import { cardOf } from '#client/features/assessment/public';
import { newPortraitLink } from '../share-portrait';
import type { NewestResults } from '../use-portrait';
import styles from './portrait.module.css';

/** 分享画像: one link for the results the portrait was built from (each result's own share token). */
export function PortraitShareButton({ results, used }: { results: NewestResults; used: AssessmentKey[] }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const panelId = useId();
  const waiting = used.filter((key) => !results[key]?.id);
  const make = async () => {
    setOpen(true);
    setError('');
    try {
      setUrl(await newPortraitLink(Object.fromEntries(used.map((key) => [key, results[key]?.id]))));
    } catch (failure) {
      setError(failure instanceof ApiCallError && failure.code !== 0 ? failure.message : '暂时无法生成分享链接，请联网后再试。');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('链接已复制，可以发给老师或家长');
    } catch {
      toast.info('请长按或选中链接后手动复制');
    }
  };
  return (
    <>
      <Button className="btn btn-ghost" aria-expanded={open} aria-controls={panelId} onClick={() => (open ? setOpen(false) : void make())}>
        {open ? '收起分享' : '分享画像'}
      </Button>
      {open && (
        <div id={panelId} className={styles.share} role="region" aria-label="分享画像">
          <p className={styles.muted}>
            拿到链接的人无需登录就能看到这份画像和它所依据的测评报告（包括你的昵称）。只发给你信任的老师、家长或同学。想让链接失效，在对应报告的「分享报告」里点「重置链接」。
          </p>
          {waiting.length > 0 && (
            <p className={styles.muted}>{waiting.map((key) => `「${cardOf(key).title}」`).join('')}的结果还没有上传，链接里不包含它，上传后再分享一次即可。</p>
          )}
          {error && (
            <p role="alert" className={styles.notice}>
              {error}
            </p>
          )}
          {!url && !error && <p role="status">正在生成分享链接…</p>}
          {url && (
            <div className={styles.shareRow}>
              <input value={url} readOnly aria-label="画像分享链接" onFocus={(event) => event.target.select()} data-testid="portrait-share-url" />
              <Button onClick={() => void copy()}>复制链接</Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
