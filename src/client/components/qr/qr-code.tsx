import { useEffect, useState } from 'react';

export interface Qr {
  count: number;
  /** Every dark module as one SVG path: one element per code, however many cards print it. */
  path: string;
}

/**
 * The QR code of `text` (qrcode-generator loads lazily), null until it is ready, or while `text` is
 * null (not wanted yet). Used by the class cards, the share poster and the footer.
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

/** A QR code drawn as SVG; `qr` from useQr (shared when many cards show the same code). */
export function QrSvg({ qr, size, label }: { qr: Qr | null; size: number | string; label: string }) {
  const n = qr?.count ?? 25;
  return (
    <svg width={size} height={size} viewBox={`-2 -2 ${n + 4} ${n + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={n + 4} height={n + 4} fill="#fff" />
      {qr && <path d={qr.path} fill="#000" />}
    </svg>
  );
}
