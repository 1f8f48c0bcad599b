import { type TextareaHTMLAttributes, useId } from 'react';
import formStyles from '#client/components/form/form.module.css';
import styles from './sign-up.module.css';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

/** Field's multi-line sibling: same label, message and announcement. */
export function TextAreaField({ label, error, onValue, ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={`${formStyles.input} ${styles.textarea} ${error ? formStyles.invalid : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...textarea}
      />
      <p id={errorId} className={formStyles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
