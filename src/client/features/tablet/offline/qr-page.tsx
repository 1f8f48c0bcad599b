import { Link } from '@tanstack/react-router';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { packForQr } from '#shared/school/qr-relay';
import { QrSvg, useQr } from '#client/components/qr/qr-code';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { getClassDevice, TABLET_HOME } from '#client/lib/class-device';
import { offlineKitOf } from '#client/lib/offline-tablet';
import { db } from '#client/offline/db';
import { collectableLines } from './collectable';
import styles from '../tablet.module.css';

/**
 * /tablet/collect: 扫码收卷. The results finished on this tablet without a network, as a few QR codes
 * for the teacher's phone (docs/OFFLINE-LESSON.md). Each code is whole: scanned in any order, once or twice.
 */
export function CollectPage() {
  useDocumentTitle('扫码收卷 · 平板');
  const [codes, setCodes] = useState<{ texts: string[]; finished: number } | null>(null);

  useEffect(() => {
    const device = getClassDevice();
    let stop = () => {};
    let cancelled = false;
    void (device ? offlineKitOf(device.deviceToken) : Promise.resolve(null)).then((kit) => {
      if (cancelled) return;
      const subscription = liveQuery(() => collectableLines(db, kit?.deviceId ?? 0)).subscribe({
        next: ({ lines, finished }) => setCodes({ texts: packForQr(lines), finished }),
        error: () => setCodes({ texts: [], finished: 0 }),
      });
      stop = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>扫码收卷</h1>
        {codes === null && <p role="status">正在准备二维码…</p>}
        {codes && codes.texts.length === 0 && <p>这台平板上没有等待上传的结果，不用扫码。</p>}
        {codes && codes.texts.length > 0 && (
          <p>
            这台平板上有 {codes.finished} 份还没上传的测评结果。老师请用手机打开“学校管理 › 扫码收卷”，把下面
            {codes.texts.length > 1 ? `${codes.texts.length}个二维码逐个` : '的二维码'}
            扫一遍。扫过以后结果仍留在平板上，有网络时平板也会自己上传，不会重复。
          </p>
        )}
        <div className={styles.actions}>
          <Link to={TABLET_HOME} className={`btn btn-ghost ${styles.big}`}>
            回到同学名单
          </Link>
        </div>
      </section>
      {codes?.texts.map((text, i) => (
        <CollectCode key={text} text={text} label={`收卷二维码 ${i + 1}/${codes.texts.length}`} />
      ))}
    </div>
  );
}

/** The quiet zone the standard asks for, in modules. */
const QUIET = 4;

function CollectCode({ text, label }: { text: string; label: string }) {
  // Level M (useQr's): at level L, codes of version 23 did not read back (qr-scanner 1.4.2 with qrcode-generator).
  const qr = useQr(text);
  // Whole pixels per module: a camera does not mind, but a screenshot of uneven modules read worse.
  const width = useWindowWidth();
  const modules = (qr?.count ?? 25) + 2 * QUIET;
  const size = modules * Math.max(2, Math.floor(Math.min(width * 0.92, 560) / modules));
  return (
    <figure className={styles.collectCode} aria-busy={qr === null}>
      <QrSvg qr={qr} size={size} label={label} margin={QUIET} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** The window's width, followed as it changes (a tablet turned). */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const follow = () => setWidth(window.innerWidth);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return width;
}
