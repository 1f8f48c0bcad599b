import { type SelectHTMLAttributes, useId } from 'react';
import formStyles from '#client/components/form/form.module.css';
import styles from './sign-up.module.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: readonly string[];
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled native select whose empty option means "not given". */
export function SelectField({ label, options, error, onValue, ...select }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${formStyles.input} ${styles.select} ${error ? formStyles.invalid : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...select}
      >
        <option value="">请选择</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <p id={errorId} className={formStyles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
