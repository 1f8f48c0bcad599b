import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#shared/format/html';
import { formatChinaTime } from '#shared/format/time';
import { MOBILE_PATTERN } from '#shared/validation/rules';
import type { AppDeps } from '../deps';
import { createSchool } from '../school/public';
import { createOperator } from '../console/public';
import type { DevSmsSender } from '../platform/sms-sender';

/**
 * Outside production only: the codes (and booking notices) the dev SMS sender "sent", so a newcomer can register locally,
 * a school to try the school side with (what `npm run school:create` does, for a server that
 * holds its PGlite directory) and a console account (what `npm run console:create-admin` does). The captcha has no shortcut: tests solve its proof of work, which
 * NODE_ENV=test makes trivial.
 */
export function devRoutes(app: FastifyInstance, deps: AppDeps, outbox: DevSmsSender) {
  app.post<{ Body: { name?: string; mobile?: string } }>('/dev/school.json', async (request, reply) => {
    const name = String(request.body?.name ?? '').trim();
    const mobile = String(request.body?.mobile ?? '').trim();
    if (!name || [...name].length > 40 || !MOBILE_PATTERN.test(mobile)) return reply.code(400).send({ code: 4000, msg: '请给出学校名称和管理员手机号', data: null });
    const school = await createSchool(deps.db, { name, adminMobile: mobile, adminName: '学校管理员' }, deps.clock.now());
    return { code: 1000, msg: 'ok', data: school };
  });
  app.post<{ Body: { name?: string; mobile?: string; role?: string } }>('/dev/operator.json', async (request, reply) => {
    const name = String(request.body?.name ?? '').trim();
    const mobile = String(request.body?.mobile ?? '').trim();
    const role = request.body?.role === 'operator' ? 'operator' : 'admin';
    if (!name || [...name].length > 20 || !MOBILE_PATTERN.test(mobile)) return reply.code(400).send({ code: 4000, msg: '请给出姓名和手机号', data: null });
    return { code: 1000, msg: 'ok', data: await createOperator(deps.db, null, { name, mobile, role }, deps.clock.now()) };
  });
  app.get<{ Querystring: { mobile?: string } }>('/dev/sms.json', async (request) => ({
    code: 1000,
    msg: 'ok',
    data: outbox.recent(request.query.mobile),
  }));
  app.get<{ Querystring: { mobile?: string } }>('/dev/sms-notices.json', async (request) => ({
    code: 1000,
    msg: 'ok',
    data: outbox.recentNotices(request.query.mobile),
  }));
  app.get('/dev/sms', async (_request, reply) => {
    const notices = outbox
      .recentNotices()
      .map((e) => `<tr><td>${escapeHtml(formatChinaTime(new Date(e.sentAt)))}</td><td>${escapeHtml(e.mobile)}</td><td>${escapeHtml(e.text)}</td></tr>`)
      .join('');
    const rows = outbox
      .recent()
      .map((e) => `<tr><td>${escapeHtml(formatChinaTime(new Date(e.sentAt)))}</td><td>${escapeHtml(e.mobile)}</td><td><b>${escapeHtml(e.code)}</b></td></tr>`)
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>开发短信发件箱</title>
<body style="font-family:sans-serif;max-width:720px;margin:40px auto">
<h1>开发短信发件箱</h1><p>仅在非生产环境可见：开发用短信发送器不会真的发短信，验证码显示在这里（最近 50 条）。刷新页面查看新验证码。</p>
<table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><thead><tr><th>时间（北京时间）</th><th>手机号</th><th>验证码</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">暂无</td></tr>'}</tbody></table>
<h2>通知短信</h2><p>预约、咨询提交后发到账号手机号的确认短信（最近 50 条）。</p>
<table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><thead><tr><th>时间（北京时间）</th><th>手机号</th><th>内容</th></tr></thead>
<tbody>${notices || '<tr><td colspan="3">暂无</td></tr>'}</tbody></table></body></html>`;
  });
}
