import styles from './sign-up.module.css';

const GENDERS = ['男', '女'] as const;

/** 男 / 女 radios; optional, so nothing is chosen at first. */
export function GenderChoice({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.choiceLegend}>性别</legend>
      <div className={styles.radios}>
        {GENDERS.map((g) => (
          <label key={g} className={styles.radio}>
            <input type="radio" name="gender" value={g} checked={value === g} onChange={() => onValue(g)} />
            {g}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
