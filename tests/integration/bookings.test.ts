import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingReceipt, MyBooking } from '#shared/api/bookings';
import { enrollments, leads, users } from '#server/db/schema';
import { captchaTicket, createTestApp, nextMobile, registerUser, type TestApp } from './harness';

/** Bookings and consultations as leads (issue 14, points 9 and 10; docs/BOOKINGS.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_DAILY_BUDGET: '100' });
});
afterAll(async () => t?.close());

const userIdOf = async (mobile: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0].id;
const leadsOf = (userId: number) => t.database.db.select().from(leads).where(eq(leads.userId, userId)).orderBy(leads.id);
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

describe('a consultation about its own subject', () => {
  it('stores an activity, a training, the one-to-one talk and a general question, each named by the server', async () => {
    const { token, mobile } = await registerUser(t);
    const cases = [
      [{ subject: 'activity', slug: 'medicine' }, 'activity', 'medicine', '研学活动 · 中医药文化一日体验'],
      [{ subject: 'training', slug: 'volunteer' }, 'training', 'volunteer', '认证培训 · 高考志愿规划师培训'],
      [{ subject: 'one' }, 'one', '', '一对一生涯规划 · 免费了解会谈'],
      [{ subject: 'general', slug: '' }, 'general', '', '在线咨询（留言）'],
    ] as const;
    for (const [body, kind, slug, name] of cases) {
      const res = await t.call<BookingReceipt>('/api/gaokao/consultSubscribe', { ...body, time: 'weekday_evening', note: `  关于${name}  ` }, { token });
      expect(res, name).toMatchObject({ code: 1000, msg: '提交成功', data: { subject: name, time: 'weekday_evening', contact: masked(mobile), sms: true } });
      const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.data.id));
      expect(row).toMatchObject({
        subjectKind: kind,
        subjectSlug: slug,
        subjectId: null,
        subjectName: name,
        preferredTime: 'weekday_evening',
        note: `关于${name}`,
        contactMobile: mobile,
        status: 'new',
      });
      expect(row.notifiedAt).not.toBeNull();
    }
    // One SMS notice per new lead, to the account's number, saying what and when; none in the code outbox.
    const notices = t.sms.recentNotices(mobile);
    expect(notices).toHaveLength(4);
    expect(notices[0].text).toContain('在线咨询（留言）');
    expect(notices[0].text).toContain('工作日晚上');
    expect(t.sms.recent(mobile)).toHaveLength(1); // the registration code only
  });

  it('refuses an unknown subject, a bad time, a long note and a bad number with a Chinese message, storing nothing', async () => {
    const { token, mobile } = await registerUser(t);
    const id = await userIdOf(mobile);
    const bad: [Record<string, string>, string][] = [
      [{ subject: 'activity', slug: 'nowhere' }, '咨询内容无效，请刷新页面后重试'],
      [{ subject: 'activity' }, '咨询内容无效，请刷新页面后重试'],
      [{ subject: 'one', slug: 'medicine' }, '咨询内容无效，请刷新页面后重试'],
      [{ subject: 'expert', slug: '' }, '咨询内容无效，请刷新页面后重试'],
      [{ subject: 'training', slug: 'Family' }, '咨询内容无效，请刷新页面后重试'],
      [{ subject: 'general', time: 'midnight' }, '请选择方便联系的时间'],
      [{ subject: 'general', note: '好'.repeat(201) }, '备注请控制在200个字以内'],
      [{ subject: 'general', mobile: '12345678901' }, '请填写正确的联系手机号'],
    ];
    for (const [body, message] of bad) {
      const res = await t.call('/api/gaokao/consultSubscribe', body, { token });
      expect([res.code, res.msg], JSON.stringify(body)).toEqual([4000, message]);
    }
    // 200 characters (emoji count as one each) are fine.
    expect((await t.call('/api/gaokao/consultSubscribe', { subject: 'general', note: '😀'.repeat(200) }, { token })).code).toBe(1000);
    expect(await leadsOf(id)).toHaveLength(1);
    for (const path of ['/api/gaokao/teamSubscribe', '/api/gaokao/productSubscribe']) {
      expect((await t.call(path, { id: 1, note: 'x'.repeat(201) }, { token })).code).toBe(4000);
      expect((await t.call(path, { id: 1, time: 'soon' }, { token })).code).toBe(4000);
      expect((await t.call(path, { id: 999 }, { token })).code).toBe(4004);
    }
    expect(await leadsOf(id)).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await t.call('/api/gaokao/consultSubscribe', { subject: 'general' })).code).toBe(4001);
    expect((await t.call('/api/user/getMyBookings', {})).code).toBe(4001);
  });

  it('makes one lead of a double click, and a changed mind within ten minutes updates it', async () => {
    const { token, mobile } = await registerUser(t);
    const id = await userIdOf(mobile);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => t.call<BookingReceipt>('/api/gaokao/consultSubscribe', { subject: 'training', slug: 'family', time: 'weekend', note: '想了解' }, { token })),
    );
    expect(new Set(burst.map((r) => `${r.code} ${r.data.id} ${r.data.sms}`))).toEqual(new Set([`1000 ${burst[0].data.id} true`]));
    expect(await leadsOf(id)).toHaveLength(1);
    expect(t.sms.recentNotices(mobile)).toHaveLength(1);
    t.clock.advance(5 * 60_000);
    await t.call('/api/gaokao/consultSubscribe', { subject: 'training', slug: 'family', time: 'weekday_day', note: '改成白天' }, { token });
    expect((await leadsOf(id)).map((l) => [l.preferredTime, l.note])).toEqual([['weekday_day', '改成白天']]);
    expect(t.sms.recentNotices(mobile)).toHaveLength(1);
    t.clock.advance(6 * 60_000);
    await t.call('/api/gaokao/consultSubscribe', { subject: 'training', slug: 'family' }, { token });
    expect(await leadsOf(id)).toHaveLength(2);
  });

  it('calls another number when given one, and sends no SMS to a number typed in', async () => {
    const { token, mobile } = await registerUser(t);
    const other = nextMobile();
    const res = await t.call<BookingReceipt>('/api/gaokao/teamSubscribe', { id: 3, time: 'weekend', note: '请打给妈妈', mobile: other }, { token });
    expect(res).toMatchObject({ code: 1000, msg: '预约成功', data: { contact: masked(other), sms: false, time: 'weekend' } });
    expect(t.sms.recentNotices(other)).toEqual([]);
    expect(t.sms.recentNotices(mobile)).toEqual([]);
    // Blank fields are the defaults: the account's number, 时间不限.
    const plain = await t.call<BookingReceipt>('/api/gaokao/productSubscribe', { id: 2, time: '', note: '', mobile: '' }, { token });
    expect(plain.data).toMatchObject({ contact: masked(mobile), time: 'any', sms: true });
  });

  it('keeps notices inside the daily SMS budget (codes keep the last tenth) and five a day per account', async () => {
    const { token, mobile } = await registerUser(t);
    for (let i = 1; i <= 7; i++) await t.call('/api/gaokao/teamSubscribe', { id: i }, { token });
    expect(t.sms.recentNotices(mobile)).toHaveLength(5);
    // Spend the budget (100 here) down to its reserve: no notice, the booking still stands.
    await t.database.db.execute(sql`update rate_limits set count = 91 where key = 'sms:global'`);
    const second = await registerUser(t);
    const res = await t.call<BookingReceipt>('/api/gaokao/productSubscribe', { id: 1 }, { token: second.token });
    expect(res).toMatchObject({ code: 1000, data: { sms: false } });
    expect(t.sms.recentNotices(second.mobile)).toEqual([]);
    // Codes still go out.
    expect((await t.call('/api/user/getRegisterCode', { mobile: nextMobile(), ticket: await captchaTicket(t, 'register') })).code).toBe(1000);
  });
});

describe('我的预约/报名', () => {
  it('lists bookings, consultations and sign-ups (under the account or with its mobile), newest first, with status, and only the caller’s', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const id = await userIdOf(me.mobile);
    await t.call('/api/gaokao/teamSubscribe', { id: 2, time: 'weekend', note: '想聊选科' }, { token: me.token });
    t.clock.advance(60_000);
    const signUp = { name: '王同学', gender: '男', telphone: me.mobile, project: '1,3', why: '想当规划师' };
    expect((await t.call('/api/enroll/submitEnroll', { ...signUp, ticket: await captchaTicket(t, 'enroll') })).code).toBe(1000);
    t.clock.advance(60_000);
    await t.call('/api/gaokao/consultSubscribe', { subject: 'one', time: 'weekday_day' }, { token: me.token });
    await t.call('/api/gaokao/consultSubscribe', { subject: 'general', note: '别人的' }, { token: other.token });
    // Staff have called about the expert booking.
    await t.database.db
      .update(leads)
      .set({ status: 'contacted' })
      .where(and(eq(leads.userId, id), eq(leads.subjectKind, 'expert')));

    const res = await t.call<MyBooking[]>('/api/user/getMyBookings', {}, { token: me.token });
    expect(res.code).toBe(1000);
    expect(res.data.map((b) => [b.kind, b.subject, b.time, b.note, b.status, b.contact])).toEqual([
      ['booking', '一对一生涯规划 · 免费了解会谈', 'weekday_day', '', 'new', masked(me.mobile)],
      ['signup', '培训报名 · 家庭教育指导师、青少年生涯规划师', null, '想当规划师', 'new', masked(me.mobile)],
      ['booking', expect.stringMatching(/^专家预约 · /), 'weekend', '想聊选科', 'contacted', masked(me.mobile)],
    ]);
    expect(JSON.stringify(res.data)).not.toContain(me.mobile);
  });

  it('links a sign-up made while signed in to the account, and shows it', async () => {
    const me = await registerUser(t);
    const telphone = '010-62345678';
    const res = await t.call('/api/enroll/submitEnroll', { name: '李家长', telphone, project: '2', ticket: await captchaTicket(t, 'enroll') }, { token: me.token });
    expect(res.code).toBe(1000);
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.telphone, telphone));
    expect(row.userId).toBe(await userIdOf(me.mobile));
    const list = await t.call<MyBooking[]>('/api/user/getMyBookings', {}, { token: me.token });
    expect(list.data).toEqual([expect.objectContaining({ kind: 'signup', contact: '****5678', status: 'new' })]);
  });
});
