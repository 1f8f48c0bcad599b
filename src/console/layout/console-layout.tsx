import { Outlet, useRouterState } from '@tanstack/react-router';
import { operatorRoleLabels } from '#shared/console/rules';
import { DialogHost } from '#client/components/dialog/dialog-host';
import { Toaster } from '#client/components/toast/toaster';
import { useConsoleNavigate } from '../navigate';
import { useOperator, useSignOut } from '../account/account-data';
import { ConsoleLink } from './console-link';
import styles from './console-layout.module.css';

const SECTIONS = [
  { to: '/console/leads', label: '线索', admin: false },
  { to: '/console/news', label: '资讯', admin: false },
  { to: '/console/content', label: '内容', admin: false },
  { to: '/console/xuanke', label: '选科数据', admin: false },
  { to: '/console/schools', label: '学校', admin: true },
  { to: '/console/operations', label: '运维', admin: true },
  { to: '/console/audit', label: '操作日志', admin: true },
  { to: '/console/operators', label: '后台账号', admin: true },
  { to: '/console/password', label: '修改密码', admin: false },
] as const;

/** The frame of every signed-in page: the console's sections on the left (an admin's also), who is signed in, 退出. */
export function ConsoleLayout() {
  const { data: operator } = useOperator();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useConsoleNavigate();
  const endSession = useSignOut();
  const signOut = async () => {
    await endSession();
    void navigate({ to: '/console/login' });
  };
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#console-main">
        跳到主要内容
      </a>
      <aside className={styles.side}>
        <p className={styles.brand}>
          <img src="/icons/logo.svg" alt="" width="28" height="28" />
          生涯规划 · 管理后台
        </p>
        <nav aria-label="管理后台">
          <ul className={styles.nav}>
            {SECTIONS.filter((s) => !s.admin || operator?.role === 'admin').map((s) => (
              <li key={s.to}>
                <ConsoleLink to={s.to} className={styles.navLink} aria-current={pathname.startsWith(s.to) ? 'page' : undefined}>
                  {s.label}
                </ConsoleLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.body}>
        <header className={styles.top}>
          <span>{operator ? `${operator.name}（${operatorRoleLabels[operator.role]}）` : ''}</span>
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            退出
          </button>
        </header>
        <main id="console-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Toaster />
      <DialogHost />
    </div>
  );
}
