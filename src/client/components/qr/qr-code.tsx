import { useEffect, useState } from 'react';

export interface Qr {
  count: number;
  /** Every dark module as one SVG path: one element per code, however many cards print it. */
  path: string;
}

/**
 * The QR code of `text` (qrcode-generator loads lazily), null until it is ready, or while `text` is
 * null (not wanted yet). Used by the class cards, the share poster, the footer and the tablet's 扫码收卷.
 */
export function useQr(text: string | null): Qr | null {
  const [qr, setQr] = useState<{ text: string; qr: Qr } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let cancelled = false;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M');
      code.addData(text);
      code.make();
      const count = code.getModuleCount();
      let path = '';
      for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (code.isDark(r, c)) path += `M${c} ${r}h1v1h-1z`;
      if (!cancelled) setQr({ text, qr: { count, path } });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return qr?.text === text ? qr.qr : null;
}

/** A QR code drawn as SVG; `qr` from useQr (shared when many cards show the same code); `margin` in modules (4: the standard's quiet zone, for dense codes). */
export function QrSvg({ qr, size, label, margin = 2 }: { qr: Qr | null; size: number | string; label: string; margin?: number }) {
  const n = qr?.count ?? 25;
  return (
    <svg width={size} height={size} viewBox={`-${margin} -${margin} ${n + 2 * margin} ${n + 2 * margin}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-margin} y={-margin} width={n + 2 * margin} height={n + 2 * margin} fill="#fff" />
      {qr && <path d={qr.path} fill="#000" />}
    </svg>
  );
}
