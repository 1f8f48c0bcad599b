import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SMS_TEMPLATE_CONTENT_MAX,
  type SmsTemplateKind,
  smsTemplateKindLabels,
  smsTemplateMessages,
  smsTemplatePlaceholders,
  smsTemplateStateLabels,
  templateHasPlaceholders,
} from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { toast } from '#client/components/toast/toast-store';
import { failureText } from '../api';
import { smsTemplatesQuery, useCreateSmsTemplate, useReviewSmsTemplate } from './operations-data';
import { Options } from '../layout/options';
import { FormError } from '../layout/form-error';

const emptyForm = {
  kind: 'code' as SmsTemplateKind,
  providerCode: '',
  content: '',
};

/**
 * 短信模板: each template as submitted to the provider, its review, and the one in use per kind. The
 * provider reviews; the console records the outcome, and the sender switches to a template when its
 * approval is recorded.
 */
export function SmsTemplatesPanel() {
  const list = useQuery(smsTemplatesQuery());
  const createTemplate = useCreateSmsTemplate();
  const reviewTemplate = useReviewSmsTemplate();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState('');

  const create = async () => {
    const problem = !/^SMS_\d{6,12}$/.test(form.providerCode)
      ? smsTemplateMessages.providerCode
      : !form.content.trim()
        ? smsTemplateMessages.content
        : !templateHasPlaceholders(form.kind, form.content)
          ? smsTemplateMessages.placeholders(form.kind)
          : '';
    setError(problem);
    if (problem) return;
    try {
      await createTemplate.mutateAsync(form);
      setForm(emptyForm);
      toast.success('已登记，审核结果出来后请在此记录');
    } catch (caught) {
      setError(failureText(caught, '登记失败，请稍后再试'));
    }
  };

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

  const inUse = list.data?.inUse;
  return (
    <section aria-labelledby="sms-templates-title">
      <h2 id="sms-templates-title">短信模板</h2>
      <p className="page-subtitle">模板须先在短信服务商处提交审核。审核通过后在这里记录“已通过”，短信即改用该模板；未记录时使用部署时配置的模板代码。</p>
      {inUse && (
        <ul>
          {(Object.keys(smsTemplateKindLabels) as SmsTemplateKind[]).map((kind) => (
            <li key={kind}>
              {smsTemplateKindLabels[kind]}：
              {inUse[kind]
                ? `${inUse[kind].providerCode}（${inUse[kind].source === 'console' ? '后台记录的已通过模板' : '部署配置'}）`
                : kind === 'notice'
                  ? '无（不发送预约确认短信）'
                  : '无'}
            </li>
          ))}
        </ul>
      )}
      <form
        className="console-filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label>
          类型
          <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as SmsTemplateKind })}>
            <Options labels={smsTemplateKindLabels} />
          </select>
        </label>
        <label>
          模板代码
          <input value={form.providerCode} maxLength={16} placeholder="SMS_123456789" onChange={(e) => setForm({ ...form, providerCode: e.target.value.trim() })} />
        </label>
        <label style={{ flex: '1 1 360px' }}>
          模板内容（须包含 {smsTemplatePlaceholders[form.kind].join('、')}）
          <input value={form.content} maxLength={SMS_TEMPLATE_CONTENT_MAX} onChange={(e) => setForm({ ...form, content: e.target.value })} />
        </label>
        <button type="submit" className="btn btn-primary">
          登记模板
        </button>
        <FormError error={error} />
      </form>
      {list.error && <p role="alert">{failureText(list.error, '加载失败')}</p>}
      {list.data && list.data.rows.length === 0 && <p>还没有登记模板。</p>}
      {list.data && list.data.rows.length > 0 && (
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
            {list.data.rows.map((t) => (
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
      )}
    </section>
  );
}
