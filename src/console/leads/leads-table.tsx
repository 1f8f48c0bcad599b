import type { LeadRow } from '#shared/api/console';
import { leadStatusStaffLabels } from '#shared/bookings/rules';
import { leadKindLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';

/** One page of leads, newest first; 打开 shows one beside the list. */
export function LeadsTable({ rows, busy, onOpen }: { rows: LeadRow[] | undefined; busy: boolean; onOpen: (lead: { kind: LeadRow['kind']; id: number }) => void }) {
  return (
    <table className="console-table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">提交时间</th>
          <th scope="col">类型</th>
          <th scope="col">咨询内容</th>
          <th scope="col">姓名</th>
          <th scope="col">手机号</th>
          <th scope="col">状态</th>
          <th scope="col">跟进人</th>
          <th scope="col">下次联系</th>
          <th scope="col">
            <span className="visually-hidden">操作</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows?.map((row) => (
          <tr key={`${row.kind}-${row.id}`}>
            <td>{formatChinaTime(new Date(row.createdAt))}</td>
            <td>{leadKindLabels[row.kind]}</td>
            <td>{row.subject}</td>
            <td>{row.name}</td>
            <td>
              {row.contact}
              {row.samePhone > 0 && (
                <span className="console-badge" title="同一号码的其他线索">
                  同号 {row.samePhone}
                </span>
              )}
            </td>
            <td>
              <span className="console-badge">{leadStatusStaffLabels[row.status]}</span>
            </td>
            <td>{row.owner?.name ?? '—'}</td>
            <td>{row.nextContactOn ?? '—'}</td>
            <td>
              <button type="button" className="btn btn-link" onClick={() => onOpen({ kind: row.kind, id: row.id })} aria-label={`打开 ${row.name} 的线索`}>
                打开
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
