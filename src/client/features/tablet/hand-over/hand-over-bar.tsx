import { useUserInfo } from '#client/session/user';
import { HandOverButton } from './hand-over-button';
import styles from './hand-over.module.css';

/** Under the header while a student is signed in on a class tablet: who is signed in, and the hand-over. */
export default function HandOverBar() {
  const { data: user } = useUserInfo();
  const name = user?.nickname || user?.username;
  return (
    <div className={`${styles.bar} no-print`} role="region" aria-label="平板使用者">
      <div className={`container ${styles.inner}`}>
        <p className={styles.who}>
          当前同学：<strong>{name ?? '…'}</strong>
        </p>
        <HandOverButton className={`btn btn-primary ${styles.button}`} />
      </div>
    </div>
  );
}
