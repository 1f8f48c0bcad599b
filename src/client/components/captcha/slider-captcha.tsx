import { useCallback, useEffect, useRef, useState } from 'react';
import { type CaptchaPurpose, type CaptchaPuzzle, captchaApi } from '#shared/api/captcha';
import { callApi } from '#client/lib/api-client';
import { trapFocus } from '../dialog/dialog-host';
import styles from './slider-captcha.module.css';

type Puzzle = Extract<CaptchaPuzzle, { disabled: false }>;
type Status = 'loading' | 'ready' | 'verifying' | 'passed' | 'failed' | 'error';

interface Props {
  purpose: CaptchaPurpose;
  onDone: (ticket: string | null) => void;
}

/** The self-hosted slider: drag the piece into the notch (mouse, touch or arrow keys). */
export default function SliderCaptcha({ purpose, onDone }: Props) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [offset, setOffset] = useState(0);
  const [scale, setScale] = useState(1);
  const drag = useRef<{ startX: number; startOffset: number; startedAt: number } | null>(null);
  const keyStartedAt = useRef<number | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    setOffset(0);
    keyStartedAt.current = null;
    try {
      const next = await callApi(captchaApi.get, {}, { silent: true });
      if (next.disabled) return onDone('captcha-off');
      setPuzzle(next);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [onDone]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const measure = () => puzzle && frameRef.current && setScale(frameRef.current.clientWidth / puzzle.width);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [puzzle]);

  const maxOffset = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  const verify = async (x: number, duration: number) => {
    if (!puzzle) return;
    setStatus('verifying');
    try {
      const { ticket } = await callApi(captchaApi.verify, { id: puzzle.id, purpose, x: Math.round(x), duration: Math.round(duration) }, { silent: true });
      setStatus('passed');
      setTimeout(() => onDone(ticket), 300);
    } catch {
      setStatus('failed');
      setTimeout(() => void load(), 900);
    }
  };

  const onPointerDown = (event: React.PointerEvent) => {
    if (status !== 'ready') return;
    (event.target as HTMLElement).setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset, startedAt: performance.now() };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!drag.current) return;
    const next = drag.current.startOffset + (event.clientX - drag.current.startX) / scale;
    setOffset(Math.max(0, Math.min(maxOffset, next)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const duration = performance.now() - drag.current.startedAt;
    drag.current = null;
    void verify(offset, duration);
  };
  const onSliderKey = (event: React.KeyboardEvent) => {
    if (status !== 'ready') return;
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      keyStartedAt.current ??= performance.now();
      setOffset((o) => Math.max(0, Math.min(maxOffset, o + (event.key === 'ArrowRight' ? step : -step))));
    } else if ((event.key === 'Enter' || event.key === ' ') && keyStartedAt.current !== null) {
      event.preventDefault();
      void verify(offset, performance.now() - keyStartedAt.current);
    }
  };

  const message = {
    loading: '正在加载验证图片…',
    ready: '向右拖动滑块，把拼图块放进缺口',
    verifying: '正在验证…',
    passed: '验证通过',
    failed: '没有对准，请再试一次',
    error: '验证图片加载失败，请检查网络后点击刷新',
  }[status];

  return (
    <div className={styles.backdrop}>
      <div
        ref={boxRef}
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-labelledby="captcha-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone(null);
          if (e.key === 'Tab') trapFocus(e, boxRef.current);
        }}
      >
        <div className={styles.head}>
          <h2 id="captcha-title">请完成安全验证</h2>
          <button type="button" className={styles.close} aria-label="关闭验证" onClick={() => onDone(null)}>
            ×
          </button>
        </div>
        <div ref={frameRef} className={styles.frame} data-puzzle-id={puzzle?.id} style={puzzle ? { aspectRatio: `${puzzle.width} / ${puzzle.height}` } : undefined}>
          {puzzle && (
            <>
              <img className={styles.background} src={puzzle.background} alt="验证背景图，带有一个拼图缺口" draggable={false} />
              <img
                className={styles.piece}
                src={puzzle.piece}
                alt=""
                draggable={false}
                style={{ width: puzzle.pieceSize * scale, top: puzzle.pieceY * scale, left: offset * scale }}
              />
            </>
          )}
        </div>
        <div className={`${styles.track} ${styles[status]}`}>
          <span className={styles.hint}>{message}</span>
          <div
            className={styles.handle}
            role="slider"
            tabIndex={0}
            aria-label="拖动滑块完成验证，也可用左右方向键移动后按回车确认"
            aria-valuemin={0}
            aria-valuemax={maxOffset}
            aria-valuenow={Math.round(offset)}
            style={{ transform: `translateX(${offset * scale}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onSliderKey}
          >
            {status === 'passed' ? '✓' : '→'}
          </div>
        </div>
        <div className={styles.foot}>
          <span role="status">{status === 'failed' || status === 'passed' || status === 'error' ? message : ''}</span>
          <button type="button" className="btn-link btn" onClick={() => void load()}>
            换一张
          </button>
        </div>
      </div>
    </div>
  );
}
