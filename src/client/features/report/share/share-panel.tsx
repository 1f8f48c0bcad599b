import { useId, useRef, useState } from 'react';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import type { AssessmentKey } from '#shared/assessments/types';
import type { Caveat } from '#shared/assessments/caveat';
import { ApiCallError } from '#client/lib/api-client';
import { useResetShareToken, useShareToken } from './share-api';
import { shareUrl } from './share-url';
import styles from './share.module.css';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an older browser): select the text and use the legacy command.
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/** The owner's share controls: a toggle in the button bar that opens the link with copy and reset. */
export function ShareButton({ assessment, resultId, caveat = null }: { assessment: AssessmentKey; resultId: number; caveat?: Caveat | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button className="btn btn-ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? '收起分享' : '分享报告'}
      </Button>
      {open && <SharePanel id={panelId} assessment={assessment} resultId={resultId} caveat={caveat} />}
    </>
  );
}

/**
 * What the owner reads before sharing a result that carries a caveat: the link is still given (the
 * result is theirs to show, and a teacher may help read it), and whoever opens it sees the caveat too.
 */
export function shareCaveatNote(caveat: Caveat | null): string {
  if (!caveat) return '';
  if (caveat.kind === 'flagged') {
    return `这份结果带有「${caveat.tag}」的提示：打开链接的人会在报告最上方看到它，海报上也会印出这条提示。如果这次作答时被打扰了，可以先重新作答，再分享新的结果。`;
  }
  return `这份结果带有「${caveat.tag}」的说明：打开链接的人会在报告最上方看到它，海报上也会印出这条说明。`;
}

function SharePanel({ id, assessment, resultId, caveat }: { id: string; assessment: AssessmentKey; resultId: number; caveat: Caveat | null }) {
  const token = useShareToken(assessment, resultId, true);
  const reset = useResetShareToken(assessment, resultId);
  const inputRef = useRef<HTMLInputElement>(null);
  const url = token.data ? shareUrl(assessment, token.data.viewtoken) : '';

  const copy = async () => {
    if (!url) return;
    if (await copyText(url, inputRef.current)) toast.success('链接已复制，可以发给老师或家长');
    else toast.info('请长按或选中链接后手动复制');
  };

  const confirmReset = async () => {
    const confirmed = await showAlert({
      title: '重置分享链接',
      content: '重置后会生成新的链接，之前发出的所有链接将立即失效，已经拿到旧链接的人将无法再查看这份报告。确定要重置吗？',
      hasCancel: true,
      confirmText: '确认重置',
    });
    if (!confirmed) return;
    try {
      await reset.mutateAsync();
      toast.success('分享链接已重置，旧链接已失效');
    } catch {
      // callApi has shown the server's message.
    }
  };

  return (
    <div id={id} className={styles.panel} role="region" aria-label="分享报告">
      <p className={styles.note}>
        拿到链接的人无需登录即可查看这份报告（包括你的昵称和测评结果）。只发给你信任的老师、家长或同学。为了安全，链接只在生成时显示；下次打开会生成新链接，之前发出的仍然有效，想让它们全部失效请点“重置链接”。
      </p>
      {caveat && (
        <p className={styles.note} data-caveat={caveat.kind}>
          {shareCaveatNote(caveat)}
        </p>
      )}
      {token.isPending && <p role="status">正在生成分享链接…</p>}
      {token.isError && (
        <p className={styles.error} role="alert">
          {token.error instanceof ApiCallError && token.error.code !== 0 ? token.error.message : '暂时无法获取分享链接，请联网后再试。'}
        </p>
      )}
      {token.data && (
        <>
          <label className={styles.label}>
            分享链接
            <input ref={inputRef} className={styles.input} value={url} readOnly onFocus={(e) => e.target.select()} data-testid="share-url" />
          </label>
          <div className={styles.actions}>
            <Button onClick={() => void copy()}>复制链接</Button>
            <Button className="btn btn-ghost" onClick={() => void confirmReset()} disabled={reset.isPending}>
              重置链接
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
