import { Link, Outlet } from '@tanstack/react-router';
import { useUserInfo } from '#client/session/user';
import { maskMobile } from '#client/lib/mask-mobile';
import styles from './user-center.module.css';

/** `phone`: only for accounts with a mobile and password (a school roster's student has neither). */
const tabs = [
  { to: '/user-center/evaluation', label: '我的测评', phone: false },
  { to: '/user-center/bookings', label: '我的预约', phone: false },
  { to: '/user-center/change-password', label: '修改密码', phone: true },
  { to: '/user-center/change-user-info', label: '修改信息', phone: false },
  { to: '/user-center/change-phone', label: '修改手机号', phone: true },
  { to: '/user-center/join-class', label: '关联学校', phone: true },
  { to: '/user-center/parents', label: '家长关联', phone: true },
  { to: '/user-center/my-data', label: '我的数据', phone: false },
] as const;

const DEFAULT_AVATAR = '/images/org/avatar.svg';
const DEFAULT_BANNER = '/images/org/banner.svg';

export function UserCenterLayout() {
  const { data: user } = useUserInfo();
  const avatar = user?.avatar || DEFAULT_AVATAR;
  return (
    <div className="container page">
      <section className={styles.banner} style={{ backgroundImage: `url(${user?.orginfo.bannerimage || DEFAULT_BANNER})` }} aria-label="个人信息">
        <img className={styles.bannerAvatar} src={avatar} alt="头像" width={72} height={72} />
        <div>
          <p className={styles.bannerName}>{user?.username ?? '…'}</p>
          <p className={styles.bannerMeta}>
            {user ? maskMobile(user.mobile) : ''}
            {user?.sectionstr ? ` · ${user.sectionstr}` : ' · 未设置年级班级'}
          </p>
        </div>
      </section>
      <div className={styles.body}>
        <aside className={styles.side}>
          <img src={avatar} alt="" width={88} height={88} className={styles.sideAvatar} />
          <p className={styles.sideName}>{user?.nickname || user?.username || '…'}</p>
          <p className={styles.sidePhone}>{user ? maskMobile(user.mobile) : ''}</p>
        </aside>
        <div className={styles.panel}>
          <nav aria-label="个人中心" className={styles.tabs}>
            {tabs
              .filter((tab) => !tab.phone || user?.mobile)
              .map((tab) => (
                <Link key={tab.to} to={tab.to} className={styles.tab} activeProps={{ className: `${styles.tab} ${styles.tabActive}`, 'aria-current': 'page' }}>
                  {tab.label}
                </Link>
              ))}
          </nav>
          <div className={styles.content}>
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}
