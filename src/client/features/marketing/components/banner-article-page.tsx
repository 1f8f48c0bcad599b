import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { bannerArticleQuery } from '../api';
import styles from './article-layout.module.css';
import { ArticleShell, NotFoundNote } from './article-shell';
import { HtmlContent } from '#client/components/html-content/html-content';
import { isNotFound, QueryView } from '#client/components/query-view/query-view';

const home = (
  <Link to="/" className="btn btn-primary">
    返回首页
  </Link>
);

/** /banner-content?id=: the article behind a home page banner. */
export function BannerArticlePage({ id }: { id?: number }) {
  const query = useQuery({ ...bannerArticleQuery(id ?? 0), enabled: id !== undefined });
  const missing = id === undefined || (query.isError && isNotFound(query.error));
  return (
    <ArticleShell title={query.data?.title ?? (missing ? '文章不存在' : '专题文章')} crumbs={[<Link to="/">首页</Link>, '专题文章']}>
      {id === undefined ? (
        <NotFoundNote message="没有指定要查看的文章。" action={home} />
      ) : (
        <QueryView query={query} loadingLabel="正在加载文章…" notFound={<NotFoundNote message="该文章不存在或已下线。" action={home} />}>
          {(article) => (
            <>
              <article className={styles.article} aria-label={article.title}>
                <HtmlContent html={article.content} />
              </article>
              <div className={styles.footer}>
                <Link to="/" className="btn btn-ghost">
                  ← 返回首页
                </Link>
                <Link to="/consult" className="btn btn-primary">
                  预约咨询
                </Link>
              </div>
            </>
          )}
        </QueryView>
      )}
    </ArticleShell>
  );
}
