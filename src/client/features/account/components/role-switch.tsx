import { Link } from '@tanstack/react-router';
import styles from './account.module.css';

/** 我是学生 / 我是家长 above registration and sign-in: two roles, two kinds of account (docs/PARENTS.md). */
export function RoleSwitch({ page, role }: { page: 'register' | 'login'; role: 'student' | 'parent' }) {
  const student = page === 'register' ? '/register' : '/login';
  const parent = page === 'register' ? '/parent/register' : '/parent/login';
  return (
    <nav className={styles.roles} aria-label="选择身份">
      <Link to={student} className={`${styles.role} ${role === 'student' ? styles.roleActive : ''}`} aria-current={role === 'student' ? 'page' : undefined}>
        我是学生
      </Link>
      <Link to={parent} className={`${styles.role} ${role === 'parent' ? styles.roleActive : ''}`} aria-current={role === 'parent' ? 'page' : undefined}>
        我是家长
      </Link>
    </nav>
  );
}
