import { Link } from '@tanstack/react-router';
import styles from './footer.module.css';
import { HOTLINE } from './nav-items';
import { SiteQrCode } from './site-qr-code';

export function Footer() {
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>生涯规划</p>
          <p>专注青少年生涯教育：测评、规划、实践，陪伴每一个孩子找到自己的方向。</p>
          <p>
            咨询热线：<strong>{HOTLINE}</strong>（周一至周六 9:00-18:00）
          </p>
        </div>
        <nav aria-label="页脚导航" className={styles.links}>
          <Link to="/about">关于我们</Link>
          <Link to="/assessment">生涯测评</Link>
          <Link to="/consult">高考咨询</Link>
          <Link to="/news">行业资讯</Link>
          <Link to="/user-agreement">用户协议</Link>
          <Link to="/privacy">隐私政策</Link>
        </nav>
        <div className={styles.qr}>
          <SiteQrCode />
          <p>扫码在手机上打开</p>
        </div>
      </div>
      <p className={styles.copy}>© 2026 生涯规划 · 测评结果仅供生涯探索参考</p>
    </footer>
  );
}
