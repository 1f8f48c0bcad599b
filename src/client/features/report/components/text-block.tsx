import styles from './report.module.css';
import { shapeText } from './text-parts';

/** A report text as a paragraph, a bullet list or a row of name chips (see shapeText). */
export function TextBlock({ text, as = 'prose' }: { text: string; as?: 'prose' | 'names' }) {
  const shape = shapeText(text, as);
  if (shape.kind === 'chips') {
    return (
      <ul className={styles.chips}>
        {shape.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if (shape.kind === 'list') {
    return (
      <ul className={styles.bullets}>
        {shape.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p className={styles.prose}>{shape.text}</p>;
}
