import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newsInfoQuery, newsTypesQuery } from '../api';
import styles from './article-layout.module.css';
import { ArticleShell, NotFoundNote } from './article-shell';
import { HtmlContent } from '#client/components/html-content/html-content';
import { isNotFound, QueryView } from '#client/components/query-view/query-view';

const backToNews = (
  <Link to="/news" className="btn btn-primary">
    返回资讯列表
  </Link>
);

/** /news-details?id=: banner, title, date and the article, with the way back to its category. */
export function NewsDetailPage({ id }: { id?: number }) {
  const query = useQuery({ ...newsInfoQuery(id ?? 0), enabled: id !== undefined });
  const { data: types } = useQuery(newsTypesQuery);
  const news = query.data;
  const typeName = types?.find((t) => t.id === news?.typeid)?.name ?? '行业资讯';
  const listLink = news ? (
    <Link to="/news" search={{ type: news.typeid }}>
      {typeName}
    </Link>
  ) : (
    <Link to="/news">行业资讯</Link>
  );
  const missing = id === undefined || (query.isError && isNotFound(query.error));

  return (
    <ArticleShell
      title={news?.name ?? (missing ? '资讯不存在' : '资讯详情')}
      crumbs={[<Link to="/">首页</Link>, listLink]}
      meta={
        news && (
          <>
            发布日期：<time dateTime={news.createdate}>{news.createdate}</time>
          </>
        )
      }
    >
      {id === undefined ? (
        <NotFoundNote message="没有指定要查看的资讯。" action={backToNews} />
      ) : (
        <QueryView query={query} loadingLabel="正在加载资讯…" notFound={<NotFoundNote message="该资讯不存在或已删除。" action={backToNews} />}>
          {(detail) => (
            <>
              <article className={styles.article} aria-label={detail.name}>
                <HtmlContent html={detail.content} />
              </article>
              <div className={styles.footer}>
                <Link to="/news" search={{ type: detail.typeid }} className="btn btn-ghost">
                  ← 返回{typeName}列表
                </Link>
              </div>
            </>
          )}
        </QueryView>
      )}
    </ArticleShell>
  );
}
