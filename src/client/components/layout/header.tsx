import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { userApi } from '#client/contracts/user.gen';
import { useUserInfo } from '#client/session/user';
import { forgetSession, tokenAtom } from '#client/session/auth';
import { postEnvelope } from '#client/lib/api-client';
import { getToken } from '#client/lib/token-storage';
import type { PageMode } from '#client/lib/page-mode';
import { showAlert } from '../dialog/dialog-store';
import styles from './header.module.css';
import { HOTLINE, type NavItem, navItems } from './nav-items';
import { LogoMark } from './logo-mark';

/**
 * On a class tablet's pages the site's name only (nothing there leads away from the name list); on a
 * test page the name, the way back to the list (the answers are already on the device) and who is
 * signed in, with 退出 for a shared tablet's hand-over.
 */
export function Header({ mode }: { mode: PageMode }) {
  const minimal = mode !== 'site';
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const logo = (
    <>
      <LogoMark />
      <span>生涯规划</span>
    </>
  );
  return (
    <header className={`${styles.header} ${mode === 'tablet' ? styles.minimal : ''} no-print`}>
      <div className={`container ${styles.inner}`}>
        {minimal ? (
          <>
            <p className={styles.logo}>{logo}</p>
            {mode === 'test' && (
              <>
                <Link to="/assessment" className={styles.leaveTest}>
                  返回测评列表<span className={styles.leaveNote}>（已答的题会保留）</span>
                </Link>
                <UserArea />
              </>
            )}
          </>
        ) : (
          <>
            <Link to="/" className={styles.logo} aria-label="生涯规划 首页">
              {logo}
            </Link>
            <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((o) => !o)}>
              <span aria-hidden="true">☰</span>
              <span className="visually-hidden">导航菜单</span>
            </button>
            <nav id="main-nav" aria-label="主导航" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
              <ul className={styles.menu}>
                {navItems.map((item) => (
                  <NavEntry key={item.label} item={item} pathname={pathname} />
                ))}
              </ul>
            </nav>
            <p className={styles.phone}>
              咨询热线 <strong>{HOTLINE}</strong>
            </p>
            <UserArea parentPage={pathname === '/parent' || pathname.startsWith('/parent/')} />
          </>
        )}
      </div>
    </header>
  );
}

function isActive(item: NavItem, pathname: string) {
  if (item.to === '/') return pathname === '/';
  const section = item.children ? item.to.split('/').slice(0, 2).join('/') : item.to;
  return pathname === section || pathname.startsWith(`${section}/`) || pathname.startsWith(`${section}-`);
}

/** A top-level entry; entries with children open their sub-menu on hover, focus, or the toggle button. */
function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const active = isActive(item, pathname);
  if (!item.children) {
    return (
      <li className={styles.item}>
        <Link to={item.to} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={pathname === item.to ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  }
  const menuId = `submenu-${item.to.replace(/\W/g, '')}`;
  return (
    <li
      className={`${styles.item} ${open ? styles.open : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <button type="button" className={`${styles.link} ${active ? styles.active : ''}`} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {item.label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={menuId} className={styles.submenu}>
        {item.children.map((child) => (
          <li key={child.to}>
            <Link to={child.to} className={pathname === child.to ? styles.subActive : undefined} onClick={() => setOpen(false)}>
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** `parentPage`: a page of the parents' side, whose sign-in is the parent's own (docs/PARENTS.md), not the student's 登录 | 注册. */
function UserArea({ parentPage = false }: { parentPage?: boolean }) {
  const token = useAtomValue(tokenAtom);
  const { data: user } = useUserInfo();
  const navigate = useNavigate();
  // Only a school's staff: a student never sees a school link.
  const staff = Boolean(user?.school) && Boolean(token);

  if (!token && parentPage) {
    return (
      <div className={styles.user}>
        <Link to="/parent">家长端</Link>
      </div>
    );
  }
  if (!token) {
    return (
      <div className={styles.user}>
        <Link to="/login">登录</Link>
        <span aria-hidden="true">|</span>
        <Link to="/register">注册</Link>
      </div>
    );
  }
  const logout = async () => {
    const unsent = user ? await (await import('#client/offline/db')).db.outbox.where({ userId: user.id }).count() : 0;
    if (unsent > 0) {
      const confirmed = await showAlert({
        title: '还有测评结果未上传',
        content: `你还有 ${unsent} 份测评结果没有上传到服务器。退出后它们会保留在本设备上，你下次在这台设备登录时会自动上传。确定退出吗？`,
        hasCancel: true,
        confirmText: '仍然退出',
      });
      if (!confirmed) return;
    }
    // Signed out on this device at once (a tablet handed on right after the tap must not keep the
    // session, however slow the network); then the server revokes the token, with that token.
    const token = getToken();
    forgetSession();
    if (token) void postEnvelope(userApi.logout, {}, { token }).catch((error: unknown) => console.warn('logout failed', error));
    await navigate({ to: '/' });
  };
  return (
    <div className={styles.user}>
      {staff && (
        <>
          <Link to="/school" className={styles.school}>
            学校管理
          </Link>
          <span aria-hidden="true">|</span>
        </>
      )}
      <Link to="/user-center/evaluation" className={styles.welcome}>
        欢迎您，{user?.nickname || user?.username || '同学'}
      </Link>
      <button type="button" className={styles.quit} onClick={() => void logout()}>
        退出
      </button>
    </div>
  );
}
