import { useEffect, useRef, useState } from 'react';
import { useFirstPageShown } from '#client/lib/background-work';
import { QrSvg, useQr } from '../qr/qr-code';

/**
 * A QR code of the site's own address. The generator (7 KB) loads only once the footer itself is on
 * the screen (a visitor who reads a page, charts and all, without reaching its foot never downloads it),
 * and not before the first page is shown; drawing it then takes a moment, not a visible wait.
 */
export function SiteQrCode({ size = 112 }: { size?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const shown = useFirstPageShown();
  const url = typeof window === 'undefined' ? '' : window.location.origin;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((records) => records.some((r) => r.isIntersecting) && setNear(true), { rootMargin: '0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const qr = useQr(near && shown ? url : null);
  return (
    <div ref={ref}>
      <QrSvg qr={qr} size={size} label={`本站二维码：${url}`} />
    </div>
  );
}
