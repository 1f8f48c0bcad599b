import styles from './profile-note.module.css';

/** A report's own note on a flat or uniformly low profile (`profileNote`), the same on the three reports. */
export function ProfileNote({ note, className }: { note: string; className?: string }) {
  if (!note) return null;
  return (
    <div className={[styles.note, className].filter(Boolean).join(' ')} role="note">
      <p className={styles.title}>关于这次的结果</p>
      <p>{note}</p>
    </div>
  );
}
