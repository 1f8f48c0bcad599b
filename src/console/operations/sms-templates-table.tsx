import { useState } from 'react';
import type { DataOf } from '#shared/api/envelope';
import type { consoleApi } from '#shared/api/console';
import { smsTemplateKindLabels, smsTemplateMessages, smsTemplateStateLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { useReviewSmsTemplate } from './operations-data';

type SmsTemplates = DataOf<typeof consoleApi.listSmsTemplates>;

/** Every template registered, with its review; a pending one is recorded as 已通过, or 未通过 with its reason. */
export function SmsTemplatesTable({ rows, inUse }: { rows: SmsTemplates['rows']; inUse: SmsTemplates['inUse'] | undefined }) {
  const reviewTemplate = useReviewSmsTemplate();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const review = async (id: number, status: 'approved' | 'rejected') => {
    const note = status === 'rejected' ? (notes[id] ?? '').trim() : '';
    if (status === 'rejected' && !note) return toast.error(smsTemplateMessages.note);
    try {
      await reviewTemplate.mutateAsync({ id, status, note });
      toast.success(status === 'approved' ? '已记录：通过，短信改用此模板' : '已记录：未通过');
    } catch (caught) {
      toast.error(failureText(caught, '记录失败，请稍后再试'));
    }
  };

  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">类型</th>
          <th scope="col">模板代码</th>
          <th scope="col">内容</th>
          <th scope="col">审核</th>
          <th scope="col">登记时间</th>
          <th scope="col">
            <span className="visually-hidden">操作</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.id}>
            <td>{smsTemplateKindLabels[t.kind]}</td>
            <td>{t.providerCode}</td>
            <td>{t.content}</td>
            <td>
              {smsTemplateStateLabels[t.status]}
              {inUse?.[t.kind]?.providerCode === t.providerCode && inUse[t.kind]?.source === 'console' ? '（使用中）' : ''}
              {t.reviewNote ? `：${t.reviewNote}` : ''}
            </td>
            <td>{formatChinaTime(new Date(t.createdAt))}</td>
            <td>
              {t.status === 'pending' && (
                <>
                  <button type="button" className="btn btn-link" onClick={() => void review(t.id, 'approved')}>
                    记为已通过
                  </button>
                  <input
                    aria-label={`${t.providerCode} 未通过的原因`}
                    placeholder="未通过时填写原因"
                    maxLength={100}
                    value={notes[t.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [t.id]: e.target.value })}
                  />
                  <button type="button" className="btn btn-link" onClick={() => void review(t.id, 'rejected')}>
                    记为未通过
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
