import type { LegalDocument } from '#content/legal/types';
import { PageHeading } from '#client/components/layout/page-heading';
import { LegalText } from './legal-text';
import styles from './legal.module.css';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <div className="container page">
      <article className={`card ${styles.article}`}>
        <PageHeading title={doc.title} subtitle={`生效日期：${doc.effectiveDate}`} />
        <LegalText document={doc} />
      </article>
    </div>
  );
}
