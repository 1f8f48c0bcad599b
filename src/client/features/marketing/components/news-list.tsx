import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newsListQuery } from '../api';
import styles from './news-page.module.css';
import { NewsPagination } from './news-pagination';
import { QueryView } from '#client/components/query-view/query-view';

/** One category's articles: picture, title, excerpt and date; refetched when the type or page changes. */
export function NewsList({ type, typeName, page }: { type: number; typeName: string; page: number }) {
  const query = useQuery(newsListQuery(type, page));
  return (
    <section className={styles.list} aria-labelledby="news-list-title">
      <h2 id="news-list-title" className={styles.listTitle}>
        {typeName}
      </h2>
      <QueryView query={query} loadingLabel="正在加载资讯…">
        {(result) => {
          const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
          if (result.list.length === 0) {
            return (
              <p className={styles.empty}>
                {page > 1 ? (
                  <>
                    这一页没有资讯了，
                    <Link to="/news" search={{ type }}>
                      回到第一页
                    </Link>
                    。
                  </>
                ) : (
                  '该分类下暂无资讯。'
                )}
              </p>
            );
          }
          return (
            <>
              <ul className={styles.items}>
                {result.list.map((item) => (
                  <li key={item.id}>
                    <Link to="/news-details" search={{ id: item.id }} className={styles.item}>
                      <img className={styles.cover} src={item.coverimage} alt="" width={400} height={260} loading="lazy" />
                      <span className={styles.itemBody}>
                        <h3 className={styles.itemTitle}>{item.name}</h3>
                        <span className={styles.excerpt}>{item.description}</span>
                        <time className={styles.date} dateTime={item.createdate}>
                          {item.createdate}
                        </time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <NewsPagination type={type} page={page} totalPages={totalPages} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
