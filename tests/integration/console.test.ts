import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ConsoleOperator, ConsoleSignIn, LeadDetail, LeadExportRow, LeadRow } from '#shared/api/console';
import { CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import { auditLog, leads, operatorSessions } from '#server/db/schema';
import { createOperator } from '#server/console/operators';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/** The operator console's accounts, two-factor sign-in, leads and audit log (issue 15; docs/CONSOLE.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_DAILY_BUDGET: '200' });
});
afterAll(async () => t?.close());

const as = (token: string) => ({ headers: { [CONSOLE_TOKEN_HEADER]: token } });

/** A new operator of `role`, signed in through both factors. */
async function operator(role: 'admin' | 'operator', name = role === 'admin' ? '林管理' : '周运营') {
  const mobile = nextMobile();
  const { id, initialPassword } = await createOperator(t.database.db, null, { mobile, name, role }, t.clock.now());
  const token = await signIn(mobile, initialPassword);
  return { id, mobile, password: initialPassword, token };
}

async function signIn(mobile: string, password: string): Promise<string> {
  t.clock.advance(91_000); // one code per 90 s per number
  const sent = await t.call('/api/console/sendLoginCode', { mobile, password });
  expect(sent.code, sent.msg).toBe(1000);
  const code = t.sms.recent(mobile)[0].code;
  const res = await t.call<ConsoleSignIn>('/api/console/login', { mobile, password, code });
  expect(res.code, res.msg).toBe(1000);
  return res.data.token;
}

const auditOf = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).map((r) => r.summary);

describe('signing in to the console', () => {
  it('takes the password first and only then sends a code; the code and the password again open a session', async () => {
    const mobile = nextMobile();
    const { initialPassword } = await createOperator(t.database.db, null, { mobile, name: '吴运营', role: 'operator' }, t.clock.now());
    // A wrong password and an unknown number get the same answer, and no SMS.
    const wrong = await t.call('/api/console/sendLoginCode', { mobile, password: 'wrong-pass' });
    const unknown = await t.call('/api/console/sendLoginCode', { mobile: nextMobile(), password: initialPassword });
    expect([wrong.code, wrong.msg]).toEqual([4032, '手机号或密码错误']);
    expect([unknown.code, unknown.msg]).toEqual([4032, '手机号或密码错误']);
    expect(t.sms.recent(mobile)).toHaveLength(0);

    expect((await t.call('/api/console/sendLoginCode', { mobile, password: initialPassword })).msg).toBe('验证码已发送至该手机');
    const code = t.sms.recent(mobile)[0].code;
    // The code alone, or with a wrong password, is not enough.
    expect((await t.call('/api/console/login', { mobile, password: 'wrong-pass', code })).code).toBe(4032);
    const res = await t.call<ConsoleSignIn>('/api/console/login', { mobile, password: initialPassword, code });
    expect(res.code, res.msg).toBe(1000);
    expect(res.data.operator).toMatchObject({ name: '吴运营', role: 'operator', disabled: false });
    // Used once.
    expect((await t.call('/api/console/login', { mobile, password: initialPassword, code })).code).toBe(4031);
    expect((await t.call<ConsoleOperator>('/api/console/me', {}, as(res.data.token))).data.name).toBe('吴运营');
    expect(await auditOf('console.login')).toContain('登录管理后台');
  });

  it('a stranger who knows the mobile locks it out only from their own address; each failure is in the audit log', async () => {
    const op = await operator('operator', '郑运营');
    for (let i = 0; i < 10; i++) expect((await t.call('/api/console/sendLoginCode', { mobile: op.mobile, password: `guess-${i}-pass` }, { ip: '203.0.113.9' })).code).toBe(4032);
    const locked = await t.call('/api/console/sendLoginCode', { mobile: op.mobile, password: op.password }, { ip: '203.0.113.9' });
    expect([locked.code, locked.msg]).toEqual([4029, '密码错误次数过多，请15分钟后再试']);
    // The operator at the office is not locked out.
    expect(await signIn(op.mobile, op.password)).toMatch(/\S{20,}/);
    const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'console.login_failed'));
    const mine = failures.filter((f) => f.operatorId === op.id);
    expect(mine).toHaveLength(10);
    expect(mine[0].summary).toBe(`${op.mobile.slice(0, 3)}****${op.mobile.slice(-4)} 登录失败：密码错误或账号不存在`);
    expect(JSON.stringify(failures)).not.toContain('guess-');
    // A wrong SMS code after the right password is recorded too.
    t.clock.advance(91_000);
    await t.call('/api/console/sendLoginCode', { mobile: op.mobile, password: op.password });
    const sent = t.sms.recent(op.mobile)[0].code;
    const badCode = await t.call('/api/console/login', { mobile: op.mobile, password: op.password, code: sent.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) });
    expect(badCode.code).toBe(4031);
    expect(await auditOf('console.login_failed')).toContain(`${op.mobile.slice(0, 3)}****${op.mobile.slice(-4)} 登录失败：短信验证码错误或已过期`);
    // Many addresses together are capped per mobile, far above one person's typing.
    t.clock.advance(16 * 60_000);
    const spread = [];
    for (let i = 0; i < 61; i++) spread.push((await t.call('/api/console/sendLoginCode', { mobile: op.mobile, password: 'wrong-pass' }, { ip: `198.51.100.${i}` })).code);
    expect(spread.slice(0, 60).every((c) => c === 4032)).toBe(true);
    expect(spread[60]).toBe(4029);
    t.clock.advance(16 * 60_000);
  });

  it('keeps students and operators apart: a student token is no console sign-in, a console token no student one', async () => {
    const student = await registerUser(t);
    const op = await operator('operator');
    expect((await t.call('/api/console/me', {}, as(student.token))).code).toBe(4001);
    expect((await t.call('/api/console/me', {}, { token: student.token })).code).toBe(4001);
    expect((await t.call('/api/user/getUserInfo', {}, { token: op.token })).code).toBe(4001);
  });

  it('ends a session after 30 minutes unused, and at once when signed out', async () => {
    const op = await operator('operator');
    t.clock.advance(31 * 60_000);
    const idle = await t.call('/api/console/me', {}, as(op.token));
    expect([idle.code, idle.msg]).toEqual([4001, '长时间未操作，已退出管理后台，请重新登录']);
    const again = await signIn(op.mobile, op.password);
    expect((await t.call('/api/console/logout', {}, as(again))).code).toBe(1000);
    expect((await t.call('/api/console/me', {}, as(again))).code).toBe(4001);
  });
});

describe('staff accounts', () => {
  it('only a 管理员 manages them; a 运营 is refused with 4003', async () => {
    const op = await operator('operator');
    for (const [path, body] of [
      ['/api/console/listOperators', {}],
      ['/api/console/createOperator', { mobile: nextMobile(), name: '越权', role: 'admin' }],
      ['/api/console/listAudit', {}],
    ] as const) {
      const res = await t.call(path, body, as(op.token));
      expect([res.code, res.msg], path).toEqual([4003, '没有权限进行此操作']);
    }
  });

  it('creates an account with a one-time password, switches it off (its sessions end) and on, logging each change', async () => {
    const admin = await operator('admin');
    const mobile = nextMobile();
    const created = await t.call<{ id: number; initialPassword: string }>('/api/console/createOperator', { mobile, name: '郑运营', role: 'operator' }, as(admin.token));
    expect(created.code, created.msg).toBe(1000);
    expect((await t.call('/api/console/createOperator', { mobile, name: '重复', role: 'operator' }, as(admin.token))).code).toBe(4009);
    const theirToken = await signIn(mobile, created.data.initialPassword);

    const off = await t.call<ConsoleOperator>('/api/console/updateOperator', { id: created.data.id, disabled: '1' }, as(admin.token));
    expect(off.data.disabled).toBe(true);
    expect((await t.call('/api/console/me', {}, as(theirToken))).code).toBe(4001);
    expect((await t.call('/api/console/sendLoginCode', { mobile, password: created.data.initialPassword })).code).toBe(4032);
    expect((await t.call<ConsoleOperator>('/api/console/updateOperator', { id: created.data.id, disabled: '0', role: 'admin' }, as(admin.token))).data).toMatchObject({
      disabled: false,
      role: 'admin',
    });

    const log = await t.call<{ rows: AuditEntry[] }>('/api/console/listAudit', { operatorId: admin.id }, as(admin.token));
    expect(log.data.rows.map((r) => r.summary)).toEqual(
      expect.arrayContaining([
        `修改后台账号 郑运营：角色：运营 → 管理员，重新启用`,
        '修改后台账号 郑运营：停用',
        expect.stringMatching(/^新建后台账号：郑运营（运营，1\d{2}\*{4}\d{4}）$/),
      ]),
    );
    // Nobody changes their own role or switches themselves off.
    expect((await t.call('/api/console/updateOperator', { id: admin.id, disabled: '1' }, as(admin.token))).code).toBe(4003);
  });

  it('never leaves the console without an active 管理员, even when two switch each other off at once', async () => {
    // Start from a console whose only active admins are these two.
    const a = await operator('admin', '甲管理');
    const b = await operator('admin', '乙管理');
    const others = (await t.call<ConsoleOperator[]>('/api/console/listOperators', {}, as(a.token))).data.filter(
      (o) => o.role === 'admin' && !o.disabled && o.id !== a.id && o.id !== b.id,
    );
    for (const other of others) expect((await t.call('/api/console/updateOperator', { id: other.id, disabled: '1' }, as(a.token))).code).toBe(1000);
    const [one, two] = await Promise.all([
      t.call('/api/console/updateOperator', { id: b.id, disabled: '1' }, as(a.token)),
      t.call('/api/console/updateOperator', { id: a.id, disabled: '1' }, as(b.token)),
    ]);
    const codes = [one.code, two.code].sort();
    // One wins; the other is refused (4009) or finds its own session ended by the first (4001).
    expect(codes[0]).toBe(1000);
    expect([4001, 4009]).toContain(codes[1]);
    const admins = await t.call<ConsoleOperator[]>('/api/console/listOperators', {}, as(one.code === 1000 ? a.token : b.token));
    expect(admins.data.filter((o) => o.role === 'admin' && !o.disabled).length).toBe(1);
  });
});

describe('leads', () => {
  it('one list of bookings and sign-ups with masked numbers; opening one shows the number and is logged', async () => {
    const op = await operator('operator');
    const student = await registerUser(t, { username: '陈小同' });
    await t.call('/api/gaokao/consultSubscribe', { subject: 'one', time: 'weekend', note: '想了解选科' }, { token: student.token });
    t.clock.advance(60_000);
    const signUp = { name: '陈家长', gender: '女', telphone: student.mobile, project: '1', cardnum: '11010519491231002X', why: '想做规划师' };
    expect((await t.call('/api/enroll/submitEnroll', { ...signUp, ticket: await captchaTicket(t, 'enroll') })).code).toBe(1000);

    const list = await t.call<{ rows: LeadRow[]; total: number }>('/api/console/listLeads', { q: student.mobile.slice(3, 9) }, as(op.token));
    expect(list.code, list.msg).toBe(1000);
    expect(list.data.total).toBe(2);
    const [signup, booking] = list.data.rows;
    expect(signup).toMatchObject({ kind: 'signup', name: '陈家长', contact: `${student.mobile.slice(0, 3)}****${student.mobile.slice(7)}`, status: 'new', samePhone: 1 });
    expect(booking).toMatchObject({ kind: 'booking', name: '陈小同', subject: '一对一生涯规划 · 免费了解会谈', samePhone: 1 });

    const detail = await t.call<LeadDetail>('/api/console/getLead', { kind: 'signup', id: signup.id }, as(op.token));
    expect(detail.data).toMatchObject({ contact: student.mobile, note: '想做规划师', preferredTime: null });
    expect(detail.data.fields).toContainEqual({ label: '身份证号', value: '110***********002X' });
    expect(detail.data.related.map((r) => [r.kind, r.id])).toEqual([['booking', booking.id]]);
    expect(await auditOf('lead.view')).toContain(`查看培训报名线索 #${signup.id}（含联系电话）`);
  });

  it('moves a lead through its statuses with an owner, a next contact day and a note; the student sees the status; each change is logged with before and after', async () => {
    const op = await operator('operator', '何运营');
    const student = await registerUser(t);
    const booked = await t.call<{ id: number }>('/api/gaokao/consultSubscribe', { subject: 'general', note: '请回电' }, { token: student.token });
    const id = booked.data.id;
    const contacted = await t.call<LeadRow>('/api/console/updateLead', { kind: 'booking', id, status: 'contacted', owner: op.id, nextContactOn: '2026-11-25' }, as(op.token));
    expect(contacted.data).toMatchObject({ status: 'contacted', owner: { id: op.id, name: '何运营' }, nextContactOn: '2026-11-25' });
    expect((await t.call<LeadRow>('/api/console/updateLead', { kind: 'booking', id, status: 'booked' }, as(op.token))).data.status).toBe('booked');
    expect((await t.call('/api/console/addLeadNote', { kind: 'booking', id, body: '周三下午面谈' }, as(op.token))).code).toBe(1000);

    const mine = await t.call<{ status: string; kind: string }[]>('/api/user/getMyBookings', {}, { token: student.token });
    expect(mine.data[0]).toMatchObject({ kind: 'booking', status: 'booked' });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    const updates = entries.filter((e) => e.action === 'lead.update' && e.targetKind === 'booking');
    expect(updates.map((e) => e.summary)).toEqual([
      `修改预约咨询线索 #${id}：状态：新线索 → 已联系，跟进人：无 → 何运营，下次联系：无 → 2026-11-25`,
      `修改预约咨询线索 #${id}：状态：已联系 → 已预约`,
    ]);
    expect(updates[1]).toMatchObject({ before: { status: 'contacted' }, after: { status: 'booked' } });
    // The note's words stay out of the log.
    const note = entries.find((e) => e.action === 'lead.note');
    expect(JSON.stringify(note)).not.toContain('周三下午面谈');

    const due = await t.call<{ rows: LeadRow[] }>('/api/console/listLeads', { owner: 'me', due: '1' }, as(op.token));
    expect(due.data.rows).toHaveLength(0); // 11-25 is after the clock's today
    t.clock.advance(5 * 86400_000);
    const later = await signIn(op.mobile, op.password); // the first session ended unused meanwhile
    const dueLater = await t.call<{ rows: LeadRow[] }>('/api/console/listLeads', { owner: 'me', due: '1' }, as(later));
    expect(dueLater.data.rows.map((r) => r.id)).toEqual([id]);
  });

  it('exports the filtered list with full numbers, and logs the export with its filter and count', async () => {
    const op = await operator('operator');
    const student = await registerUser(t);
    await t.call('/api/gaokao/consultSubscribe', { subject: 'activity', slug: 'pbl', note: '导出测试' }, { token: student.token });
    const rows = await t.call<LeadExportRow[]>('/api/console/exportLeads', { q: student.mobile }, as(op.token));
    expect(rows.code, rows.msg).toBe(1000);
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({ kind: 'booking', mobile: student.mobile, note: '导出测试', status: 'new', notes: 0 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'lead.export'));
    expect(entry).toMatchObject({ summary: '导出线索 1 条（含联系电话）', after: { filter: { q: student.mobile }, count: 1 } });
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const op = await operator('operator');
    const student = await registerUser(t);
    const { data } = await t.call<{ id: number }>('/api/gaokao/consultSubscribe', { subject: 'general', note: '不变' }, { token: student.token });
    const bad: [Record<string, string | number>, number, string][] = [
      [{ kind: 'booking', id: data.id, status: 'sold' }, 4000, '请选择线索状态'],
      [{ kind: 'lead', id: data.id }, 4000, '线索类型无效'],
      [{ kind: 'booking', id: data.id, nextContactOn: '2026-13-01' }, 4000, '请填写正确的日期'],
      [{ kind: 'booking', id: data.id, owner: 999999 }, 4000, '跟进人无效'],
      [{ kind: 'booking', id: 999999, status: 'won' }, 4004, '记录不存在或已被删除'],
    ];
    for (const [body, code, msg] of bad) {
      const res = await t.call('/api/console/updateLead', body, as(op.token));
      expect([res.code, res.msg], JSON.stringify(body)).toEqual([code, msg]);
    }
    expect((await t.call('/api/console/addLeadNote', { kind: 'booking', id: data.id, body: '  ' }, as(op.token))).msg).toBe('备注请控制在1-500个字');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, data.id));
    expect(row).toMatchObject({ status: 'new', ownerId: null, nextContactOn: null });
    expect(
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, String(data.id)))
      ).filter((e) => e.targetKind === 'booking'),
    ).toHaveLength(0);
  });

  it('a 管理员 exports the audit log, and the export is itself logged', async () => {
    const admin = await operator('admin');
    const rows = await t.call<AuditEntry[]>('/api/console/exportAudit', {}, as(admin.token));
    expect(rows.code, rows.msg).toBe(1000);
    expect(rows.data.length).toBeGreaterThan(5);
    expect(await auditOf('audit.export')).toContain(`导出操作日志 ${rows.data.length} 条`);
    expect(await t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, admin.id))).toHaveLength(1);
  });
});
