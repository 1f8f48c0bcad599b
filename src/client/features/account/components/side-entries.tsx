import { Link } from '@tanstack/react-router';
import styles from './account.module.css';

/**
 * Other ways in: school staff sign in here with their own account and go on to the school's pages;
 * a classroom tablet is set up with a teacher's code; parents sign in to their own accounts (docs/PARENTS.md).
 */
export function SideEntries() {
  return (
    <div className={styles.entries}>
      <p>其他身份入口</p>
      <Link to="/login" search={{ redirect: '/school' }} className="btn btn-ghost">
        学校端登录
      </Link>
      <Link to="/parent/login" className="btn btn-ghost">
        家长端登录
      </Link>
      <a href="/tablet/setup" className={`btn btn-ghost ${styles.entryWide}`}>
        设置班级平板
      </a>
      <p className={styles.entriesHint}>学校老师请用学校为您开通的账号登录；班级平板用老师提供的6位平板设置码设置。</p>
    </div>
  );
}
