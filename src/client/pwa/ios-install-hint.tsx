import { useEffect, useState } from 'react';
import styles from './update-prompt.module.css';

const DISMISSED = 'iosInstallHintDismissed';

/**
 * Safari may evict a site's stored answers after 7 days without a visit, unless the app is on the
 * home screen. iOS users whose storage is not persistent are told how to add it.
 */
export function IosInstallHint() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
    const standalone = window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone;
    if (!ios || standalone || localStorage.getItem(DISMISSED)) return;
    void (navigator.storage?.persisted?.() ?? Promise.resolve(false)).then((persisted) => setShow(!persisted));
  }, []);
  if (!show) return null;
  return (
    <div className={`${styles.hint} no-print`} role="note">
      为了让答题记录在 iPad / iPhone 上长期保存，请点击浏览器的“分享”按钮，选择“添加到主屏幕”。
      <button
        type="button"
        className={styles.close}
        aria-label="关闭提示"
        onClick={() => {
          localStorage.setItem(DISMISSED, '1');
          setShow(false);
        }}
      >
        ×
      </button>
    </div>
  );
}
