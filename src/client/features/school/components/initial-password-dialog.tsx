import { copyText } from '../copy-text';
import { Modal } from './modal';
import styles from './teachers.module.css';

/** The new teacher's first password, shown this once (the server keeps only its hash). */
export function InitialPasswordDialog({ name, mobile, password, onClose }: { name: string; mobile: string; password: string; onClose: () => void }) {
  return (
    <Modal title={`已为${name}创建账号`} onClose={onClose} closeText="我已记下，关闭">
      <p className={styles.secretLead}>请把下面的账号和初始密码转交给{name}老师。这个密码只显示这一次，关闭后无法再查看。</p>
      <dl className={styles.secret}>
        <dt>账号（手机号）</dt>
        <dd>{mobile}</dd>
        <dt>初始密码</dt>
        <dd className={styles.secretValue} data-testid="initial-password">
          {password}
        </dd>
      </dl>
      <button type="button" className="btn btn-primary" onClick={() => void copyText(`账号：${mobile}\n初始密码：${password}`, '账号和初始密码')}>
        复制账号和密码
      </button>
      <p className={styles.secretHint}>请提醒{name}老师：首次登录后，在「个人中心 → 修改密码」中改成自己的密码。</p>
    </Modal>
  );
}
