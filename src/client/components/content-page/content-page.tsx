import type { ReactNode } from 'react';
import type { PageContent } from '#content/marketing/types';
import { PageHeading } from '../layout/page-heading';
import styles from './content-page.module.css';

/** Renders a static marketing page (activity, training, case, about …) from src/content data. */
export function ContentPage({ page, children, aside }: { page: PageContent; children?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container page">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <PageHeading title={page.title} subtitle={page.subtitle} />
          {aside}
        </div>
        <img className={styles.heroImage} src={page.image} alt={page.imageAlt} width={800} height={450} />
      </header>
      <div className={styles.sections}>
        {page.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {section.bullets && (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {section.image && <img src={section.image} alt={section.imageAlt ?? ''} loading="lazy" />}
          </section>
        ))}
      </div>
      {children}
    </div>
  );
}
