import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHeading } from '#client/components/layout/page-heading';
import { QueryView } from '#client/components/query-view/query-view';
import { caseInfoQuery, caseListQuery } from '../api';
import styles from './programs.module.css';

/** /cooperation: the cases on the site (the console's order), each with a details button. */
export function CooperationList() {
  const query = useQuery(caseListQuery);
  // Each case's page is fetched once with the list, so it opens offline even if it was never visited
  // (the offline cache keeps public queries, docs/OFFLINE.md). Offline the fetch fails quietly.
  const client = useQueryClient();
  useEffect(() => {
    for (const item of query.data ?? []) void client.ensureQueryData(caseInfoQuery(item.id)).catch(() => undefined);
  }, [query.data, client]);
  return (
    <div className="container page">
      <PageHeading title="合作案例" subtitle="讲座、课堂建设、教师认证培训与研学基地合作：我们与学校和机构一起做的事" />
      <QueryView query={query} loadingLabel="正在加载合作案例…">
        {(cases) =>
          cases.length === 0 ? (
            <p className={styles.empty}>暂无合作案例。</p>
          ) : (
            <ul className={styles.cases}>
              {cases.map((item) => (
                <li key={item.id} className={styles.caseCard}>
                  {/* Decorative: the title beside it says what the case is. */}
                  <img className={styles.caseCover} src={item.cover} alt="" width={800} height={450} loading="lazy" />
                  <div className={styles.caseBody}>
                    <h2 className={styles.caseTitle}>{item.title}</h2>
                    <p className={styles.caseSummary}>{item.summary}</p>
                    <Link to="/cooperation/$id" params={{ id: String(item.id) }} className={`btn btn-ghost ${styles.caseButton}`} aria-label={`查看详情：${item.title}`}>
                      查看详情
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
