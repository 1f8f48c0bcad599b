import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/api/envelope';
import type { NoticePrefs } from '#shared/api/parent-notices';
import { CHILDREN_RULES_VERSION } from '#content/legal/children';
import { familyNoticeText } from '#shared/family/notices';
import { createTestApp, type TestApp } from './harness';
import { linkedFamily, parentCall } from './family-fixture';
import { acceptedAnswer } from './sheets';

/**
 * Notices a parent opted in to (issue 33 item 5; docs/PARENTS.md, "Notices"): nothing by default; per
 * kind and per child; the text names the child and the event, never a result; a consent request at
 * most once a day and never after a decision; a daily cap per parent; gone with the link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let attempt = 0;
const submit = (token: string) =>
  t.call('/api/hld/submitAnswer', acceptedAnswer('hld', ++attempt), { token, headers: { [IDEMPOTENCY_HEADER]: `notice-attempt-${String(attempt).padStart(4, '0')}` } });
const setPref = (token: string, linkId: number, kind: string, on: '0' | '1') => parentCall<NoticePrefs>(t, 'setNoticePref', { linkId, kind, on }, token);
/** Notices settle after the answer (they never hold it): wait for the count. */
const noticesTo = async (mobile: string, count: number) => {
  await expect.poll(() => t.sms.recentNotices(mobile).length).toBe(count);
  return t.sms.recentNotices(mobile).map((n) => n.text);
};

async function consent(family: Awaited<ReturnType<typeof linkedFamily>>) {
  t.clock.advance(91_000);
  await parentCall(t, 'getConsentCode', { linkId: family.linkId }, family.parent.token);
  const smsCode = t.sms.recent(family.parent.mobile)[0].code;
  const given = await parentCall(t, 'decideConsent', { linkId: family.linkId, decision: 'given', smsCode, rulesVersion: CHILDREN_RULES_VERSION }, family.parent.token);
  expect(given.code, given.msg).toBe(1000);
}

describe('notices a parent opted in to', () => {
  it('sends nothing by default; once opted in, a consent request (once a day, none after a decision) and a finished test, without the result', async () => {
    const family = await linkedFamily(t, '2013-05', '小满');
    expect((await parentCall<NoticePrefs>(t, 'getNoticePrefs', { linkId: family.linkId }, family.parent.token)).data).toEqual({ finished: false, booking: false, consent: false });
    expect((await submit(family.child.token)).code).toBe(4051);
    await consent(family);
    expect((await submit(family.child.token)).code).toBe(1000);
    expect(t.sms.recentNotices(family.parent.mobile)).toEqual([]);

    const other = await linkedFamily(t, '2013-05', '小树');
    expect((await setPref(other.parent.token, other.linkId, 'consent', '1')).data).toEqual({ finished: false, booking: false, consent: true });
    await setPref(other.parent.token, other.linkId, 'finished', '1');
    expect((await submit(other.child.token)).code).toBe(4051);
    expect((await submit(other.child.token)).code).toBe(4051);
    expect(await noticesTo(other.parent.mobile, 1)).toEqual([familyNoticeText('小树', 'consent')]);
    await consent(other);
    const stored = await submit(other.child.token);
    expect(stored.code).toBe(1000);
    const texts = await noticesTo(other.parent.mobile, 2);
    expect(texts[0]).toBe(familyNoticeText('小树', 'finished'));
    expect(texts[0]).not.toMatch(/型|智能|分/);
  });

  it('a booking notice goes to an opted-in parent; switching off stops it; unlinking deletes the choices', async () => {
    const family = await linkedFamily(t, '2011-05', '小林');
    await setPref(family.parent.token, family.linkId, 'booking', '1');
    expect((await t.call('/api/gaokao/consultSubscribe', { subject: 'general' }, { token: family.child.token })).code).toBe(1000);
    expect(await noticesTo(family.parent.mobile, 1)).toEqual([familyNoticeText('小林', 'booking')]);
    await setPref(family.parent.token, family.linkId, 'booking', '0');
    await t.call('/api/gaokao/teamSubscribe', { id: 3 }, { token: family.child.token });
    await setPref(family.parent.token, family.linkId, 'finished', '1');
    expect((await parentCall(t, 'unlink', { linkId: family.linkId }, family.parent.token)).code).toBe(1000);
    expect((await submit(family.child.token)).code).toBe(1000);
    expect(t.sms.recentNotices(family.parent.mobile)).toHaveLength(1);
    expect((await parentCall(t, 'getNoticePrefs', { linkId: family.linkId }, family.parent.token)).code).toBe(4004);
  });

  it('refuses another parent’s link, a student’s token and a kind that does not exist; changes nothing', async () => {
    const family = await linkedFamily(t);
    const stranger = await linkedFamily(t);
    expect((await setPref(stranger.parent.token, family.linkId, 'finished', '1')).code).toBe(4004);
    expect((await t.call('/api/parent/setNoticePref', { linkId: family.linkId, kind: 'finished', on: '1' }, { token: family.child.token })).code).toBe(4001);
    expect(await setPref(family.parent.token, family.linkId, 'marketing', '1')).toMatchObject({ code: 4000, msg: '通知类型无效' });
    expect((await parentCall<NoticePrefs>(t, 'getNoticePrefs', { linkId: family.linkId }, family.parent.token)).data).toEqual({ finished: false, booking: false, consent: false });
  });

  it('at most five notices a day per parent', async () => {
    const family = await linkedFamily(t, '2011-05', '小川');
    await setPref(family.parent.token, family.linkId, 'booking', '1');
    for (let i = 1; i <= 7; i++) await t.call('/api/gaokao/teamSubscribe', { id: i }, { token: family.child.token });
    await noticesTo(family.parent.mobile, 5);
  });
});
