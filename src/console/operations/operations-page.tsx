import { useQuery } from '@tanstack/react-query';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { operationsQuery } from './operations-data';
import { SmsTemplatesPanel } from './sms-templates-panel';

/** 运维 (管理员): the SMS budget and today's use, the senders' templates, the database, and uploads waiting on devices. */
export function OperationsPage() {
  useDocumentTitle('运维');
  const ops = useQuery(operationsQuery());
  if (ops.error) return <p role="alert">{failureText(ops.error, '加载失败')}</p>;
  const d = ops.data;
  if (!d) return <p>正在加载…</p>;
  const share = Math.min(100, Math.round((d.sms.used / d.sms.budget) * 100));
  return (
    <section aria-labelledby="ops-title">
      <h1 id="ops-title" className="page-title">
        运维
      </h1>
      <h2>短信</h2>
      <p>发送方式：{d.sms.sender === 'aliyun' ? '阿里云短信' : '开发用（不真的发送，验证码见 /dev/sms）'}</p>
      <p>
        每日额度 {d.sms.budget} 条，当前24小时内已用 <strong>{d.sms.used}</strong> 条{d.sms.windowStart ? `（自 ${formatChinaTime(new Date(d.sms.windowStart))} 起）` : ''}。
      </p>
      <progress max={100} value={share} aria-label={`短信额度已用 ${share}%`} />
      <h2>数据库与服务器</h2>
      <p>
        数据库：{d.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite（内置）'}，响应 {d.database.latencyMs} 毫秒。
      </p>
      <p>
        版本 {d.server.version}，页面构建 {d.server.build ?? '无（只提供接口）'}；本服务器启动于 {formatChinaTime(new Date(d.server.startedAt))}（Node {d.server.node}）。
      </p>
      <h2>平板上待上传的测评</h2>
      {d.pendingUploads.length === 0 ? (
        <p>没有：各校平板上做完的测评都已上传。</p>
      ) : (
        <table className="console-table" style={{ maxWidth: 720 }}>
          <thead>
            <tr>
              <th scope="col">学校</th>
              <th scope="col">已做完、未上传</th>
              <th scope="col">最早一份</th>
            </tr>
          </thead>
          <tbody>
            {d.pendingUploads.map((p) => (
              <tr key={p.school}>
                <td>{p.school}</td>
                <td>{p.finished}</td>
                <td>{p.oldest ? formatChinaTime(new Date(p.oldest)) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SmsTemplatesPanel />
    </section>
  );
}
