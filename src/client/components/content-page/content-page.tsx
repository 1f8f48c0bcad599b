import type { ReactNode } from 'react';
import type { PageContent } from '#content/marketing/types';
import { PageHeading } from '../layout/page-heading';
import styles from './content-page.module.css';

/** The top of a marketing page: its h1 and subtitle (with `aside` below them) beside its picture. */
export function PageHero({ title, subtitle, image, imageAlt, aside }: { title: string; subtitle?: string; image: string; imageAlt: string; aside?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <PageHeading title={title} subtitle={subtitle} />
        {aside}
      </div>
      {image && <img className={styles.heroImage} src={image} alt={imageAlt} width={800} height={450} />}
    </header>
  );
}

/** Renders a static marketing page (activity, training, about …) from src/content data. */
export function ContentPage({ page, children, aside }: { page: PageContent; children?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container page">
      <PageHero title={page.title} subtitle={page.subtitle} image={page.image} imageAlt={page.imageAlt} aside={aside} />
      <div className={styles.sections}>
        {page.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
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
