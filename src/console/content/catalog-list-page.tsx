import { useQuery } from '@tanstack/react-query';
import type { CatalogRow } from '#shared/api/console';
import { type CatalogKind, catalogKinds } from '#shared/console/catalog';
import { newsStateLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { catalogListQuery, useMoveCatalogItem } from './content-data';
import { ConsoleLink } from '../layout/console-link';
import { MoveButtons } from '../layout/move-buttons';
import { CatalogTabs } from './catalog-tabs';

/** One kind of content in the site's order, with its state; 上移/下移 change the order on the site at once. */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const spec = catalogKinds[kind];
  useDocumentTitle(`${spec.label}管理`);
  const list = useQuery(catalogListQuery(kind));
  const moveItem = useMoveCatalogItem(kind);
  const move = async (row: CatalogRow, direction: 'up' | 'down') => {
    try {
      await moveItem.mutateAsync({ kind, id: row.id, direction });
    } catch (caught) {
      toast.error(failureText(caught, '调整失败，请稍后再试'));
    }
  };
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="catalog-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 id="catalog-title" className="page-title">
          内容
        </h1>
        <ConsoleLink to="/console/content/$kind/new" params={{ kind }} className="btn btn-primary">
          新建{spec.noun}
        </ConsoleLink>
      </div>
      <CatalogTabs current={kind} />
      <p className="page-subtitle">网站按下表的顺序显示已发布的内容；草稿和未到时间的定时发布不显示。</p>
      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败')}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">顺序</th>
              <th scope="col">
                <span className="visually-hidden">图片</span>
              </th>
              <th scope="col">标题</th>
              <th scope="col">状态</th>
              <th scope="col">最后修改</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td>{index + 1}</td>
                <td>{row.image ? <img src={row.image} alt="" width={64} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}</td>
                <td>
                  <ConsoleLink to="/console/content/$kind/$id" params={{ kind, id: row.id }}>
                    {row.title}
                  </ConsoleLink>
                </td>
                <td>
                  <span className="console-badge">{newsStateLabels[row.state]}</span>
                  {row.state === 'scheduled' && row.publishAt ? ` ${formatChinaTime(new Date(row.publishAt))}` : ''}
                </td>
                <td>{formatChinaTime(new Date(row.updatedAt))}</td>
                <td>
                  <MoveButtons name={row.title} index={index} count={rows.length} onMove={(direction) => void move(row, direction)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
