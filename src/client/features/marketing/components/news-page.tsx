import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHeading } from '#client/components/layout/page-heading';
import { newsTypesQuery } from '../api';
import { NewsList } from './news-list';
import styles from './news-page.module.css';
import { QueryView } from '#client/components/query-view/query-view';

/** /news?type=&page=: category menu on the left, the category's articles on the right. */
export function NewsPage({ type, page = 1 }: { type?: number; page?: number }) {
  const query = useQuery(newsTypesQuery);
  const navigate = useNavigate();
  const firstType = query.data?.[0]?.id;

  // Spec: without a type in the query, replace the URL with the first type.
  useEffect(() => {
    if (type === undefined && firstType !== undefined) void navigate({ to: '/news', search: { type: firstType }, replace: true });
  }, [type, firstType, navigate]);

  return (
    <div className="container page">
      <PageHeading title="行业资讯" subtitle="生涯教育、升学政策与成长故事" />
      <QueryView query={query} loadingLabel="正在加载资讯分类…">
        {(types) =>
          types.length === 0 ? (
            <p className={styles.empty}>暂无资讯。</p>
          ) : (
            <div className={styles.layout}>
              <nav className={styles.menu} aria-label="资讯分类">
                <ul>
                  {types.map((t) => (
                    <li key={t.id}>
                      <Link to="/news" search={{ type: t.id }} className={t.id === type ? styles.current : undefined} aria-current={t.id === type ? 'page' : undefined}>
                        {t.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {type !== undefined && <NewsList type={type} typeName={types.find((t) => t.id === type)?.name ?? '行业资讯'} page={page} />}
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
