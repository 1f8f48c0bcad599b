import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import styles from './collect.module.css';

/**
 * The phone's camera reading the tablets' QR codes one after the other (qr-scanner, decoding in its web
 * worker). The same code seen again is passed on once only, until another code has been seen.
 */
export function CameraScanner({ onText }: { onText: (text: string) => Promise<void> }) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => {
    if (!on || !video.current) return;
    let scanner: QrScanner | null = null;
    let last = '';
    let stopped = false;
    void import('qr-scanner').then(async ({ default: Scanner }) => {
      if (stopped || !video.current) return;
      scanner = new Scanner(
        video.current,
        (result) => {
          if (result.data === last) return;
          last = result.data;
          void latest.current(result.data);
        },
        { returnDetailedScanResult: true, maxScansPerSecond: 5, calculateScanRegion: scanRegionOf },
      );
      await scanner.start().catch(() => {
        setProblem('打不开摄像头：请允许使用摄像头，或者用“从图片识别”选一张二维码的照片');
        setOn(false);
      });
    });
    return () => {
      stopped = true;
      scanner?.destroy();
    };
  }, [on]);

  return (
    <div className={styles.camera}>
      <button type="button" className="btn btn-primary" onClick={() => (setProblem(null), setOn((v) => !v))}>
        {on ? '停止扫码' : '用摄像头扫码'}
      </button>
      {on && <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" />}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * Most of the picture at up to 800 px: the library's default (the middle two thirds scaled to 400 px)
 * leaves 3 px or less per module of a code holding two results, too few to read reliably.
 */
function scanRegionOf(video: HTMLVideoElement) {
  const side = Math.round(Math.min(video.videoWidth, video.videoHeight) * 0.9);
  const scaled = Math.min(side, 800);
  return {
    x: Math.round((video.videoWidth - side) / 2),
    y: Math.round((video.videoHeight - side) / 2),
    width: side,
    height: side,
    downScaledWidth: scaled,
    downScaledHeight: scaled,
  };
}
