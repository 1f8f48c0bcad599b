import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { operatorsQuery } from '../operators/operators-data';
import { type AuditFilter, auditQuery, exportAudit } from './audit-data';
import { ExportButton } from '../layout/export-button';
import { Pager } from '../layout/pager';
import { AUDIT_ACTIONS } from '#shared/console/rules';
import { actionLabel, describeChange } from './audit-actions';

const PAGE_SIZE = 50;

/** 操作日志 (管理员 only): who did what and when, with before and after; exported for the annual audit of minors' data. */
export function AuditPage() {
  useDocumentTitle('操作日志');
  const [filter, setFilter] = useState<AuditFilter>({ operatorId: '', action: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const log = useQuery(auditQuery(filter, page));
  const staff = useQuery(operatorsQuery());
  const change = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const exportLog = async () => {
    const rows = await exportAudit(filter);
    const { exportAuditXlsx } = await import('./audit-xlsx');
    await exportAuditXlsx(rows);
    return `${rows.length} 条操作记录`;
  };

  return (
    <section aria-labelledby="audit-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 id="audit-title" className="page-title">
          操作日志
        </h1>
        <ExportButton write={exportLog} />
      </div>
      <div className="console-filters">
        <label>
          操作人
          <select value={filter.operatorId} onChange={(e) => change('operatorId', e.target.value)}>
            <option value="">全部</option>
            {staff.data?.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          操作类型
          <select value={filter.action} onChange={(e) => change('action', e.target.value)}>
            <option value="">全部</option>
            {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          日期从
          <input type="date" value={filter.from} onChange={(e) => change('from', e.target.value)} />
        </label>
        <label>
          到
          <input type="date" value={filter.to} onChange={(e) => change('to', e.target.value)} />
        </label>
      </div>
      {log.error ? (
        <p role="alert">{failureText(log.error, '加载失败')}</p>
      ) : (
        <>
          <p aria-live="polite">{log.data ? `共 ${log.data.total} 条` : '正在加载…'}</p>
          <table className="console-table" aria-busy={log.isFetching}>
            <thead>
              <tr>
                <th scope="col">时间</th>
                <th scope="col">操作人</th>
                <th scope="col">操作</th>
                <th scope="col">内容</th>
                <th scope="col">修改前</th>
                <th scope="col">修改后</th>
              </tr>
            </thead>
            <tbody>
              {log.data?.rows.map((r) => (
                <tr key={r.id}>
                  <td>{formatChinaTime(new Date(r.createdAt))}</td>
                  <td>{r.operator}</td>
                  <td>{actionLabel(r.action)}</td>
                  <td>{r.summary}</td>
                  <td>{describeChange(r.before)}</td>
                  <td>{describeChange(r.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={log.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
