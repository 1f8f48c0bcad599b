import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '#client/components/button/throttled-button';
import { useModalFocus } from '#client/components/dialog/use-modal-focus';
import { useQr } from '#client/components/qr/qr-code';
import { toast } from '#client/lib/toast-store';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { saveFile } from '#client/lib/save-file';
import { ApiCallError } from '#client/lib/api-client';
import { posterFileName } from '../download/file-name';
import { rasteriseToJpeg } from '../download/rasterise';
import { useShareToken } from '../share/share-api';
import { shareUrl } from '../share/share-url';
import { POSTER_HEIGHT, POSTER_WIDTH, PosterCard } from './poster-card';
import { posterContent } from './poster-content';
import styles from './poster.module.css';

export interface PosterProps<K extends AssessmentKey = AssessmentKey> {
  assessment: K;
  data: ResultData<K>;
  nickname: string;
  reportName: string;
}

/** The poster's image once drawn: the blob to save and its object URL to show. */
function usePosterImage(card: HTMLDivElement | null, ready: boolean) {
  const [image, setImage] = useState<{ blob: Blob; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!card || !ready) return;
    let cancelled = false;
    rasteriseToJpeg(card, { scale: 2, width: POSTER_WIDTH, height: POSTER_HEIGHT, quality: 0.95 }).then(
      (blob) => !cancelled && setImage({ blob, src: URL.createObjectURL(blob) }),
      (error: unknown) => {
        console.warn('poster failed', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [card, ready]);
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.src);
    },
    [image],
  );
  return { image, failed };
}

/**
 * 生成海报: one phone-screen image with the result and a QR code of the share link (made, or the one
 * already made in this visit, through the share panel's own query). The poster is a hidden page
 * element drawn by the same rasteriser as the download, so the browser lays its text out.
 */
export function PosterDialog({ assessment, data, nickname, reportName, onClose }: PosterProps & { onClose: () => void }) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useModalFocus(boxRef, onClose);
  const token = useShareToken(assessment, data.id, true);
  const url = token.data ? shareUrl(assessment, token.data.viewtoken) : '';
  const qr = useQr(url);
  const content = useMemo(() => posterContent(assessment, data, data.quality), [assessment, data]);
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const { image, failed } = usePosterImage(card, Boolean(url && qr));

  const save = () => {
    if (!image) return;
    saveFile(posterFileName(nickname, reportName), image.blob, 'image/jpeg');
    toast.success('海报已保存');
  };

  const tokenError = token.isError ? (token.error instanceof ApiCallError && token.error.code !== 0 ? token.error.message : '暂时无法生成分享链接，请联网后再试。') : '';
  const status = tokenError || (failed ? '海报生成失败，请稍后再试。' : '正在生成海报…');

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={boxRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          分享海报
        </h2>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            alt={`分享海报：${nickname || '我'}的${content.assessment}结果，${content.headline}${content.caveat ? `（${content.caveat.tag}）` : ''}，附报告二维码`}
            data-testid="poster-image"
          />
        ) : (
          <div className={styles.placeholder} role={tokenError || failed ? 'alert' : 'status'}>
            {status}
          </div>
        )}
        <p className={styles.hint}>长按图片可保存或发给朋友。扫码的人无需登录即可查看这份报告，请只分享给信任的老师、家长或同学。</p>
        {url && (
          <p className={styles.link}>
            二维码链接：<span data-testid="poster-url">{url}</span>
          </p>
        )}
        <div className={styles.actions}>
          <Button className="btn btn-primary" onClick={save} disabled={!image}>
            保存图片
          </Button>
          <Button className="btn btn-ghost" onClick={onClose}>
            关闭
          </Button>
        </div>
      </div>
      {url && qr && (
        <div className={styles.offscreen} aria-hidden="true">
          <PosterCard ref={setCard} content={content} nickname={nickname} qr={qr} url={url} />
        </div>
      )}
    </div>
  );
}
