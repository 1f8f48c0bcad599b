import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CaseDetail } from '#client/contracts/cases.gen';
import { PageHero } from '#client/components/content-page/content-page';
import { HtmlContent } from '#client/components/html-content/html-content';
import { PageHeading } from '#client/components/layout/page-heading';
import { isNotFound, LoadError, Loading } from '#client/components/query-view/query-view';
import { caseInfoQuery } from '../api';
import { CaseNotFound } from './case-not-found';
import styles from './programs.module.css';
import { RelatedLinks } from './related-links';
import { parseId } from '#shared/validation/formats';

/** A case id as the API takes it; anything else in the path is a not-found page without a request. */

/** /cooperation/$id: one case; an unknown, withdrawn or malformed id is a not-found page, not an empty one. */
export function CooperationCasePage({ id }: { id: string }) {
  const caseId = parseId(id) ?? undefined;
  const query = useQuery({ ...caseInfoQuery(caseId ?? 0), enabled: caseId !== undefined });
  if (caseId === undefined || (query.data === undefined && query.isError && isNotFound(query.error))) return <CaseNotFound />;
  if (query.data !== undefined) return <CaseView detail={query.data} />;
  // As QueryView: the data when there is some (also from the offline cache), else the error, else loading.
  return (
    <div className="container page">
      <PageHeading title="合作案例详情" />
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <Loading label="正在加载合作案例…" />}
    </div>
  );
}

function CaseView({ detail }: { detail: CaseDetail }) {
  const others = detail.others.map((c) => ({ to: `/cooperation/${c.id}`, title: c.title, subtitle: c.summary }));
  return (
    <div className="container page">
      <PageHero
        title={detail.title}
        subtitle={detail.subtitle}
        image={detail.cover}
        imageAlt=""
        aside={
          <Link to="/cooperation" className={styles.back}>
            ← 返回合作案例
          </Link>
        }
      />
      <article className={styles.caseArticle} aria-label={detail.title}>
        <HtmlContent html={detail.content} />
      </article>
      {others.length > 0 && <RelatedLinks heading="其他合作案例" links={others} />}
    </div>
  );
}
