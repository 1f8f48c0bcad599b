import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { parentViewApi } from '#client/contracts/parent-view.gen';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { assessmentCards } from '#client/features/assessment/public';
import { caveatTag } from '#shared/assessments/caveat';
import { parentCall } from '../parent-session';
import { parentKeys } from '../query-keys';
import styles from './parent.module.css';
import own from './child-page.module.css';

/**
 * A linked child's results for the parent (docs/PARENTS.md, "What a parent sees"): every result of the
 * three tests with its caveat, each opening its report; the child's 生涯画像; the 选科 explorer. Read
 * only; the server checks the link and records the reading, and the page says so.
 */
export function ChildPage({ linkId }: { linkId: number }) {
  const query = useQuery({
    queryKey: parentKeys.personal.childResults(linkId),
    queryFn: () => parentCall(parentViewApi.childResults, { linkId }, { silent: true }),
    retry: false,
    staleTime: 60_000,
  });
  const data = query.data;
  useDocumentTitle(data ? `${data.childName}的测评` : '孩子的测评');
  return (
    <div className="container page">
      <div className={styles.page}>
        <div className={styles.head}>
          <h1>{data ? `${data.childName}的测评` : '孩子的测评'}</h1>
          <Link to="/parent" className="btn btn-ghost">
            返回家长首页
          </Link>
        </div>
        <p className={own.notice}>
          这里的报告和孩子在自己账号里看到的一样，只能查看，不能修改，也不会显示孩子每道题选了什么。您每次查看都会被记录，孩子可以在“个人中心 › 家长关联”看到。
        </p>
        {query.isPending && <p className={styles.muted}>正在加载…</p>}
        {query.isError && (
          <section className={styles.card}>
            <p>{query.error.message || '暂时无法打开孩子的测评，请稍后再试。'}</p>
          </section>
        )}
        {data && (
          <>
            {assessmentCards.map((card) => {
              const list = data.history[card.key];
              return (
                <section key={card.key} className={styles.card} aria-labelledby={`child-${card.key}`} data-testid={`child-history-${card.key}`}>
                  <h2 id={`child-${card.key}`}>{card.title}</h2>
                  {list.length === 0 && <p className={styles.muted}>孩子还没有完成这项测评。</p>}
                  <ol className={styles.list}>
                    {list.map((item, i) => (
                      <li key={item.id} className={styles.child}>
                        <div>
                          <span className={own.summary}>{item.summary}</span>
                          {item.caveat && (
                            <span className={own.caveat} data-caveat={item.caveat}>
                              {caveatTag(card.key, item.caveat)}
                            </span>
                          )}
                          {i === 0 && <span className={styles.badge}>最新</span>}
                          <p className={styles.muted}>
                            测评时间 {item.createtime} · 用时 {item.usedtime}
                          </p>
                        </div>
                        <Link
                          to="/parent/report"
                          search={{ link: linkId, assessment: card.key, id: item.id }}
                          className="btn btn-ghost"
                          aria-label={`查看报告：${card.title}，${item.createtime}`}
                        >
                          查看报告
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
            <section className={styles.card} aria-labelledby="child-more">
              <h2 id="child-more">一起看看方向</h2>
              <p className={styles.muted}>生涯画像把孩子最近的几项结果放在一起看；选科探索可以查看不同的选科组合会让哪些专业保持开放。适合和孩子一起打开，边看边聊。</p>
              <div className={own.actions}>
                <Link to="/parent/portrait" search={{ link: linkId }} className="btn btn-primary">
                  孩子的生涯画像
                </Link>
                <Link to="/xuanke" className="btn btn-ghost">
                  选科探索
                </Link>
              </div>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
