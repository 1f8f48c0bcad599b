import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string;
  onValue: (value: string) => void;
  /** Something beside the input, e.g. the get-code button. */
  addon?: ReactNode;
}

/** A labelled input with its validation message, announced to screen readers. */
export function Field({ label, error, onValue, addon, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onValue(e.target.value)}
          {...input}
        />
        {addon}
      </div>
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
