import { Link } from '@tanstack/react-router';
import { TABLET_SETUP } from '#client/lib/class-device';
import styles from './tablet.module.css';

/** /tablet on a browser that is not a class tablet (yet, or any more). */
export function NotSetUp({ message }: { message?: string }) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.panelTitle}>{message ? '这台平板需要重新设置' : '这台平板还不是班级平板'}</h1>
      <p>{message ?? '请老师用班级的6位平板设置码设置一次。设置好以后，同学们点自己的名字就能登录，不用手机。'}</p>
      <div className={styles.actions}>
        <Link to={TABLET_SETUP} className={`btn btn-primary ${styles.big}`}>
          {message ? '重新设置' : '设置这台平板'}
        </Link>
      </div>
    </section>
  );
}
