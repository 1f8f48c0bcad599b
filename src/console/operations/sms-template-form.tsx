import { useState } from 'react';
import {
  SMS_TEMPLATE_CONTENT_MAX,
  type SmsTemplateKind,
  smsTemplateKindLabels,
  smsTemplateMessages,
  smsTemplatePlaceholders,
  templateHasPlaceholders,
} from '#shared/console/rules';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { FormError } from '../layout/form-error';
import { Options } from '../layout/options';
import { useCreateSmsTemplate } from './operations-data';

const emptyForm = {
  kind: 'code' as SmsTemplateKind,
  providerCode: '',
  content: '',
};

/** 登记模板: a template as submitted to the provider, checked here for its code and placeholders first. */
export function SmsTemplateForm() {
  const createTemplate = useCreateSmsTemplate();
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

  return (
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
  );
}
