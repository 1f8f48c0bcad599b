import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOperations, ConsoleSignIn, ConsoleSmsTemplate, ConsoleSmsTemplates } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import { auditLog, smsTemplates } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { templatesInUse } from '#server/console/sms-templates';
import { AliyunSmsSender } from '#server/platform/sms-sender';
import { createTestApp, nextMobile, type TestApp } from './harness';

/** SMS templates in the console (issue 15, operations): recorded, reviewed once, and the approved one used by the sender. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALIYUN_SMS_TEMPLATE_CODE: 'SMS_900000001' });
});
afterAll(async () => t?.close());

async function signedIn(role: 'admin' | 'operator') {
  const mobile = nextMobile();
  const { initialPassword } = await createOperator(t.database.db, null, { mobile, name: role === 'admin' ? '短信管理' : '短信运营', role }, t.clock.now());
  t.clock.advance(91_000);
  await t.call('/api/console/sendLoginCode', { mobile, password: initialPassword });
  const token = (await t.call<ConsoleSignIn>('/api/console/login', { mobile, password: initialPassword, code: t.sms.recent(mobile)[0].code })).data.token;
  return { headers: { [CONSOLE_TOKEN_HEADER]: token } };
}

/** What the provider would receive: the Aliyun sender, wired as app.ts wires it, against a fake fetch. */
function providerSeenBy() {
  const codes: string[] = [];
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    codes.push(new URLSearchParams(String(init.body)).get('TemplateCode') ?? '');
    return new Response('{"Code":"OK"}', { status: 200 });
  }) as typeof fetch;
  const sender = new AliyunSmsSender(
    { endpoint: 'http://sms.invalid/', accessKeyId: 'id', accessKeySecret: 'secret', signName: '生涯规划', templates: () => templatesInUse(t.database.db, t.env) },
    fakeFetch,
  );
  return { sender, codes };
}

describe('SMS templates', () => {
  it('a recorded template waits for its review; once approved the sender uses it instead of the deploy’s code, and each step is logged', async () => {
    const admin = await signedIn('admin');
    const { sender, codes } = providerSeenBy();
    await sender.send('13800000000', '1234');
    expect(await sender.sendsNotices()).toBe(false);

    const created = await t.call<ConsoleSmsTemplate>(
      '/api/console/createSmsTemplate',
      { kind: 'code', providerCode: 'SMS_100000001', content: '您的验证码为${code}，5分钟内有效。' },
      admin,
    );
    expect(created.code, created.msg).toBe(1000);
    expect(created.data).toMatchObject({ status: 'pending', reviewedAt: null });
    let list = await t.call<ConsoleSmsTemplates>('/api/console/listSmsTemplates', {}, admin);
    expect(list.data.inUse).toEqual({ code: { providerCode: 'SMS_900000001', source: 'deploy' }, notice: null, family: null });
    await sender.send('13800000000', '1234');

    const approved = await t.call<ConsoleSmsTemplate>('/api/console/reviewSmsTemplate', { id: created.data.id, status: 'approved' }, admin);
    expect(approved.code, approved.msg).toBe(1000);
    expect(approved.data.status).toBe('approved');
    list = await t.call<ConsoleSmsTemplates>('/api/console/listSmsTemplates', {}, admin);
    expect(list.data.inUse.code).toEqual({ providerCode: 'SMS_100000001', source: 'console' });
    await sender.send('13800000000', '1234');

    // A notice template turns the booking confirmations on once approved.
    const notice = await t.call<ConsoleSmsTemplate>(
      '/api/console/createSmsTemplate',
      { kind: 'notice', providerCode: 'SMS_200000001', content: '已收到你的预约：${subject}，希望联系时间：${time}。' },
      admin,
    );
    await t.call('/api/console/reviewSmsTemplate', { id: notice.data.id, status: 'approved' }, admin);
    expect(await sender.sendsNotices()).toBe(true);
    await sender.sendNotice('13800000000', { subject: '志愿填报咨询', time: '周末' });
    expect(codes).toEqual(['SMS_900000001', 'SMS_900000001', 'SMS_100000001', 'SMS_200000001']);

    const ops = await t.call<ConsoleOperations>('/api/console/getOperations', {}, admin);
    expect(ops.data.sms.templates).toEqual({
      code: { providerCode: 'SMS_100000001', source: 'console' },
      notice: { providerCode: 'SMS_200000001', source: 'console' },
      family: null,
    });
    expect(ops.data.server.version).toMatch(/^\d+\.\d+\.\d+$/);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.data.id)))
      .orderBy(auditLog.id);
    expect(logged.filter((e) => e.targetKind === 'sms_template').map((e) => e.summary)).toEqual([
      '登记验证码短信模板 SMS_100000001（审核中）',
      '验证码短信模板 SMS_100000001：已通过（短信改用此模板）',
    ]);
  });

  it('records a refusal with its reason, once; a refused template is never used', async () => {
    const admin = await signedIn('admin');
    const created = await t.call<ConsoleSmsTemplate>('/api/console/createSmsTemplate', { kind: 'code', providerCode: 'SMS_100000002', content: '验证码${code}' }, admin);
    const noReason = await t.call('/api/console/reviewSmsTemplate', { id: created.data.id, status: 'rejected' }, admin);
    expect(noReason.msg).toBe('未通过时请填写服务商给出的原因（最多100个字）');
    const refused = await t.call<ConsoleSmsTemplate>('/api/console/reviewSmsTemplate', { id: created.data.id, status: 'rejected', note: '模板内容缺少签名用途说明' }, admin);
    expect(refused.data).toMatchObject({ status: 'rejected', reviewNote: '模板内容缺少签名用途说明' });
    const again = await t.call('/api/console/reviewSmsTemplate', { id: created.data.id, status: 'approved' }, admin);
    expect(again.msg).toBe('该模板已有审核结果，如需修改请登记新模板');
    const [row] = await t.database.db.select().from(smsTemplates).where(eq(smsTemplates.id, created.data.id));
    expect(row.status).toBe('rejected');
    expect((await templatesInUse(t.database.db, t.env)).code?.providerCode).not.toBe('SMS_100000002');
  });

  it('refuses bad templates in Chinese and stores nothing; is for a 管理员 only', async () => {
    const admin = await signedIn('admin');
    const before = (await t.database.db.select().from(smsTemplates)).length;
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'code', providerCode: 'SMS_100000009', content: '您的验证码为1234' }, '模板内容缺少占位符'],
      [{ kind: 'notice', providerCode: 'SMS_100000009', content: '已收到你的预约：${subject}' }, '模板内容缺少占位符'],
      [{ kind: 'code', providerCode: '100000009', content: '验证码${code}' }, '请填写服务商给出的模板代码，如 SMS_123456789'],
      [{ kind: 'voice', providerCode: 'SMS_100000009', content: '验证码${code}' }, '请选择模板类型'],
      [{ kind: 'code', providerCode: 'SMS_100000009', content: '' }, '请填写模板内容（最多300个字）'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('/api/console/createSmsTemplate', body, admin);
      expect(res.code, JSON.stringify(body)).toBe(4000);
      expect(res.msg).toBe(message);
    }
    await t.call('/api/console/createSmsTemplate', { kind: 'code', providerCode: 'SMS_100000010', content: '验证码${code}' }, admin);
    const duplicate = await t.call('/api/console/createSmsTemplate', { kind: 'code', providerCode: 'SMS_100000010', content: '验证码${code}。' }, admin);
    expect(duplicate.msg).toBe('该模板代码已登记');
    expect((await t.database.db.select().from(smsTemplates)).length).toBe(before + 1);
    const operator = await signedIn('operator');
    expect((await t.call('/api/console/listSmsTemplates', {}, operator)).code).toBe(4003);
    expect((await t.call('/api/console/createSmsTemplate', { kind: 'code', providerCode: 'SMS_100000011', content: '验证码${code}' }, operator)).code).toBe(4003);
  });
});
