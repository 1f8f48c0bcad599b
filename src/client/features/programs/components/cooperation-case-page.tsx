import { Link } from '@tanstack/react-router';
import { cooperationCases } from '#content/marketing/cooperation';
import { ContentPage } from '#client/components/content-page/content-page';
import { CaseNotFound } from './case-not-found';
import styles from './programs.module.css';
import { RelatedLinks } from './related-links';

/** /cooperation/$id: one case; any id but 1-4 is a not-found page, not an empty one. */
export function CooperationCasePage({ id }: { id: string }) {
  const found = cooperationCases.find((c) => String(c.id) === id);
  if (!found) return <CaseNotFound />;
  const others = cooperationCases
    .filter((c) => c !== found)
    .map((c) => ({ to: `/cooperation/${c.id}`, title: c.title, subtitle: c.summary }));
  return (
    <ContentPage
      page={found.page}
      aside={
        <Link to="/cooperation" className={styles.back}>
          ← 返回合作案例
        </Link>
      }
    >
      <RelatedLinks heading="其他合作案例" links={others} />
    </ContentPage>
  );
}
