import { Link } from '@tanstack/react-router';
import { guardianStatement } from '#content/legal/guardian';
import styles from './account.module.css';

/** Consent to the user agreement and privacy policy, with the under-14 guardian statement (PIPL). */
export function ConsentCheckbox({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  return (
    <>
      <label className={styles.consent}>
        <input type="checkbox" name="consent" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={Boolean(error)} />
        <span>
          我已阅读并同意
          <Link to="/user-agreement" target="_blank">
            《用户协议》
          </Link>
          和
          <Link to="/privacy" target="_blank">
            《隐私政策》
          </Link>
          。{guardianStatement}
        </span>
      </label>
      <p className={styles.consentError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </>
  );
}
