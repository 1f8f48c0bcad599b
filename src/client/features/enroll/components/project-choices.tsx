import { type FocusEvent, useId } from 'react';
import type { EnrollProject } from '#client/contracts/marketing.gen';
import { formatPrice } from '../enroll-projects';
import styles from './sign-up.module.css';

interface Props {
  projects: EnrollProject[];
  /** Chosen ids, comma-joined as the form sends them. */
  value: string;
  error?: string;
  onValue: (value: string) => void;
  /** Focus left the whole group: the moment to validate it. */
  onBlur: () => void;
}

/** The trainings as checkboxes with their prices; several may be chosen. */
export function ProjectChoices({ projects, value, error, onValue, onBlur }: Props) {
  const errorId = useId();
  const chosen = new Set(value.split(',').filter(Boolean).map(Number));
  const toggle = (id: number, on: boolean) => {
    if (on) chosen.add(id);
    else chosen.delete(id);
    // Kept in the list's order so the value does not depend on click order.
    onValue(
      projects
        .filter((p) => chosen.has(p.id))
        .map((p) => p.id)
        .join(','),
    );
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset className={`${styles.choiceGroup} ${styles.requiredGroup}`} onBlur={leave} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.choiceLegend}>
        报名项目（可多选）<span className="visually-hidden">，必填</span>
      </legend>
      <div className={styles.projects}>
        {projects.map((p) => (
          <label key={p.id} className={`${styles.project} ${chosen.has(p.id) ? styles.projectOn : ''}`}>
            <input type="checkbox" name="project" value={p.id} checked={chosen.has(p.id)} aria-invalid={Boolean(error)} onChange={(e) => toggle(p.id, e.target.checked)} />
            <span className={styles.projectText}>
              <span className={styles.projectName}>{p.name}</span>
              <span className={styles.projectPrice}>{formatPrice(p.price)}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.groupError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
