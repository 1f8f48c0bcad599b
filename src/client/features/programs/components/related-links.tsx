import { Link } from '@tanstack/react-router';
import type { ProgramLink } from '../catalog';
import styles from './programs.module.css';

/** "See also" cards to the sibling pages (a nav landmark with its own name). */
export function RelatedLinks({ heading, links }: { heading: string; links: ProgramLink[] }) {
  return (
    <nav className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.relatedHeading}>
        {heading}
      </h2>
      <ul className={styles.relatedList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.relatedCard}>
              <span className={styles.relatedTitle}>{link.title}</span>
              <span className={styles.relatedText}>{link.subtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
