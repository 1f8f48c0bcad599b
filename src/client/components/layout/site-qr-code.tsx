import { useEffect, useState } from 'react';

/** A QR code of the site's own address, drawn as SVG squares (the generator loads lazily). */
export function SiteQrCode({ size = 112 }: { size?: number }) {
  const [cells, setCells] = useState<boolean[][] | null>(null);
  const url = typeof window === 'undefined' ? '' : window.location.origin;

  useEffect(() => {
    let cancelled = false;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(url);
      qr.make();
      const count = qr.getModuleCount();
      const grid = Array.from({ length: count }, (_, r) => Array.from({ length: count }, (_, c) => qr.isDark(r, c)));
      if (!cancelled) setCells(grid);
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  const n = cells?.length ?? 25;
  return (
    <svg width={size} height={size} viewBox={`-2 -2 ${n + 4} ${n + 4}`} role="img" aria-label={`本站二维码：${url}`} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={n + 4} height={n + 4} fill="#fff" />
      {cells?.flatMap((row, r) => row.map((dark, c) => (dark ? <rect key={`${r}-${c}`} x={c} y={r} width={1} height={1} fill="#1f1d2e" /> : null)))}
    </svg>
  );
}
