import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { newsTypesAdminQuery, useDeleteNewsType, useMoveNewsType, useSaveNewsType } from './news-data';
import { ConsoleLink } from '../layout/console-link';
import { MoveButtons } from '../layout/move-buttons';
import { FormError } from '../layout/form-error';

/** 资讯分类: the tabs of /news, in their order; renamed, moved, added, and removed when empty. */
export function NewsTypesPage() {
  useDocumentTitle('资讯分类');
  const list = useQuery(newsTypesAdminQuery());
  const saveType = useSaveNewsType();
  const moveType = useMoveNewsType();
  const deleteType = useDeleteNewsType();
  const [names, setNames] = useState<Record<number, string>>({});
  const [added, setAdded] = useState('');
  const [error, setError] = useState('');

  const apply = async (work: () => Promise<unknown>, done: string) => {
    setError('');
    try {
      await work();
      toast.success(done);
      return true;
    } catch (caught) {
      setError(failureText(caught));
      return false;
    }
  };
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="news-types-title">
      <p>
        <ConsoleLink to="/console/news">← 资讯列表</ConsoleLink>
      </p>
      <h1 id="news-types-title" className="page-title">
        资讯分类
      </h1>
      <p className="page-subtitle">资讯页按这里的顺序显示分类；还有资讯的分类不能删除。</p>
      <form
        className="console-filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply(() => saveType.mutateAsync({ name: added }), `已新建分类「${added.trim()}」`).then((ok) => ok && setAdded(''));
        }}
      >
        <label>
          新分类名称
          <input value={added} maxLength={8} onChange={(e) => setAdded(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          新建分类
        </button>
      </form>
      <FormError error={error} />
      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败')}</p>
      ) : (
        <table className="console-table" style={{ maxWidth: 760 }}>
          <thead>
            <tr>
              <th scope="col">顺序</th>
              <th scope="col">名称</th>
              <th scope="col">资讯数</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((type, index) => {
              const name = names[type.id] ?? type.name;
              return (
                <tr key={type.id}>
                  <td>{index + 1}</td>
                  <td>
                    <input
                      className="console-input"
                      aria-label={`分类「${type.name}」的名称`}
                      value={name}
                      maxLength={8}
                      onChange={(e) => setNames({ ...names, [type.id]: e.target.value })}
                    />
                    {name.trim() !== type.name && (
                      <button type="button" className="btn btn-link" onClick={() => void apply(() => saveType.mutateAsync({ id: type.id, name }), '已改名')}>
                        保存
                      </button>
                    )}
                  </td>
                  <td>{type.articles}</td>
                  <td>
                    <MoveButtons
                      name={type.name}
                      index={index}
                      count={rows.length}
                      onMove={(direction) => void apply(() => moveType.mutateAsync({ id: type.id, direction }), direction === 'up' ? '已上移' : '已下移')}
                    />
                    <button
                      type="button"
                      className="btn btn-link"
                      disabled={type.articles > 0}
                      title={type.articles > 0 ? '还有资讯，不能删除' : undefined}
                      onClick={() => void apply(() => deleteType.mutateAsync({ id: type.id }), `已删除分类「${type.name}」`)}
                    >
                      删除
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
