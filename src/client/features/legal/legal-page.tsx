import type { LegalDocument } from '#content/legal/types';
import { PageHeading } from '#client/components/layout/page-heading';
import styles from './legal.module.css';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <div className="container page">
      <article className={`card ${styles.article}`}>
        <PageHeading title={doc.title} subtitle={`生效日期：${doc.effectiveDate}`} />
        <p>{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
