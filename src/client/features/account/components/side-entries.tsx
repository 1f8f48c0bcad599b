import { showInDevelopment } from '#client/components/dialog/dialog-store';
import styles from './account.module.css';

/** School-side and parent-side entries: announced, not available yet (spec section 1). */
export function SideEntries() {
  return (
    <div className={styles.entries}>
      <p>其他身份入口</p>
      <button type="button" className="btn btn-ghost" onClick={() => void showInDevelopment()}>
        学校端登录
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => void showInDevelopment()}>
        家长端登录
      </button>
    </div>
  );
}
