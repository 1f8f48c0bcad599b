import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWS_STATES, type NewsState, newsStateLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { Options } from '../layout/options';
import { failureText } from '../api';
import { newsListQuery } from './news-data';
import { Pager } from '../layout/pager';
import { ConsoleLink } from '../layout/console-link';

const PAGE_SIZE = 20;

/** 资讯: every article with its state (草稿, 定时发布, 已发布), newest change first. */
export function NewsListPage() {
  useDocumentTitle('资讯管理');
  const [state, setState] = useState<NewsState | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(newsListQuery(state, q, page));
  return (
    <section aria-labelledby="news-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 id="news-title" className="page-title">
          资讯
        </h1>
        <span style={{ display: 'flex', gap: 8 }}>
          <ConsoleLink to="/console/news/types" className="btn btn-ghost">
            管理分类
          </ConsoleLink>
          <ConsoleLink to="/console/news/new" className="btn btn-primary">
            写新资讯
          </ConsoleLink>
        </span>
      </div>
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          setPage(1);
        }}
      >
        <label>
          标题
          <input name="q" maxLength={40} />
        </label>
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
        <label>
          状态
          <select
            value={state}
            onChange={(e) => {
              setState(e.target.value as NewsState | '');
              setPage(1);
            }}
          >
            <option value="">全部</option>
            <Options labels={newsStateLabels} only={NEWS_STATES} />
          </select>
        </label>
      </form>
      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败')}</p>
      ) : (
        <>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">标题</th>
                <th scope="col">分类</th>
                <th scope="col">状态</th>
                <th scope="col">发布时间</th>
                <th scope="col">最后修改</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.rows.map((n) => (
                <tr key={n.id}>
                  <td>
                    <ConsoleLink to="/console/news/$id" params={{ id: n.id }}>
                      {n.name}
                    </ConsoleLink>
                  </td>
                  <td>{n.type}</td>
                  <td>
                    <span className="console-badge">{newsStateLabels[n.state]}</span>
                  </td>
                  <td>{n.publishAt ? formatChinaTime(new Date(n.publishAt)) : '—'}</td>
                  <td>{formatChinaTime(new Date(n.updatedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
