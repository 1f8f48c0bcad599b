import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './viewer.module.css';

const MIN = 0.5;
const MAX = 4;
const STEP = 0.25;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, Math.round(n * 100) / 100));

/** A full-screen image viewer: zoom with the buttons, the wheel or +/-, drag to move, Esc to close. */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const stage = stageRef.current!;
    // React's wheel listener is passive; this one may prevent the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setScale((s) => clamp(s * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      stage.removeEventListener('wheel', onWheel);
      previous?.focus?.();
    };
  }, []);

  const zoom = (by: number) => setScale((s) => clamp(s + by));
  const reset = () => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === '+' || event.key === '=') zoom(STEP);
    else if (event.key === '-') zoom(-STEP);
    else if (event.key === '0') reset();
  };

  return createPortal(
    <div className={`${styles.backdrop} no-print`} role="dialog" aria-modal="true" aria-label={alt} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <button type="button" className={styles.tool} onClick={() => zoom(-STEP)} disabled={scale <= MIN} aria-label="缩小">
          －
        </button>
        <span className={styles.zoom} aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" className={styles.tool} onClick={() => zoom(STEP)} disabled={scale >= MAX} aria-label="放大">
          ＋
        </button>
        <button type="button" className={styles.tool} onClick={reset}>
          还原
        </button>
        <button ref={closeRef} type="button" className={styles.tool} onClick={onClose}>
          关闭
        </button>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        onClick={(event) => event.target === event.currentTarget && onClose()}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) return;
          drag.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
          (event.target as HTMLElement).setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          const d = drag.current;
          if (d) setOffset({ x: d.ox + event.clientX - d.x, y: d.oy + event.clientY - d.y });
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          src={src}
          alt={alt}
          className={styles.image}
          draggable={false}
          data-testid="viewer-image"
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
        />
      </div>
      <p className={styles.hint}>滚动鼠标滚轮或点击 ＋／－ 缩放，按住图片可拖动，按 Esc 关闭</p>
    </div>,
    document.body,
  );
}
