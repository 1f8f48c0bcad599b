import { useQuery } from '@tanstack/react-query';
import { type SmsTemplateKind, smsTemplateKindLabels } from '#shared/console/rules';
import { failureText } from '../api';
import { smsTemplatesQuery } from './operations-data';
import { SmsTemplateForm } from './sms-template-form';
import { SmsTemplatesTable } from './sms-templates-table';

/**
 * 短信模板: each template as submitted to the provider, its review, and the one in use per kind. The
 * provider reviews; the console records the outcome, and the sender switches to a template when its
 * approval is recorded.
 */
export function SmsTemplatesPanel() {
  const list = useQuery(smsTemplatesQuery());
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
      <SmsTemplateForm />
      {list.error && <p role="alert">{failureText(list.error, '加载失败')}</p>}
      {list.data && list.data.rows.length === 0 && <p>还没有登记模板。</p>}
      {list.data && list.data.rows.length > 0 && <SmsTemplatesTable rows={list.data.rows} inUse={inUse} />}
    </section>
  );
}
