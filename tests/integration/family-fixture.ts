import { expect } from 'vitest';
import { PARENT_TOKEN_HEADER } from '#shared/api/envelope';
import type { Invite, LinkRequest } from '#shared/api/family';
import { captchaTicket, nextMobile, registerStudent, type TestApp } from './harness';

/** Parents and linked children as the parents' tests need them, made through the real API (docs/PARENTS.md). */

export const asParent = (token: string, ip?: string) => ({ headers: { [PARENT_TOKEN_HEADER]: token }, ip });

export const parentCall = <T>(t: TestApp, path: string, body: Record<string, string | number>, token: string, ip?: string) =>
  t.call<T>(`/api/parent/${path}`, body, asParent(token, ip));

/** A parent registered through the real API: a new mobile unless one is given, from `ip` when given (the per-address limits). */
export async function registerParent(t: TestApp, name = '周妈妈', options: { mobile?: string; ip?: string } = {}) {
  const mobile = options.mobile ?? nextMobile();
  const sent = await t.call('/api/parent/getRegisterCode', { mobile, ticket: await captchaTicket(t, 'register', options.ip) }, { ip: options.ip });
  expect(sent.code, sent.msg).toBe(1000);
  const done = await t.call<{ token: string }>(
    '/api/parent/register',
    { mobile, code: t.sms.recent(mobile)[0].code, name, password: 'Lantern#2026', consent: '1' },
    { ip: options.ip },
  );
  expect(done.code, done.msg).toBe(1000);
  return { mobile, token: done.data.token };
}

/**
 * A child born in `birthMonth` (under 14 by default) and a parent linked by the child's invite: under 14
 * with an SMS code to the parent's phone, else approved by the child.
 */
export async function linkedFamily(t: TestApp, birthMonth = '2013-05', childName = '小禾') {
  const child = await registerStudent(t, { birthMonth, username: childName });
  const parent = await registerParent(t);
  const made = await t.call<Invite>('/api/family/createInvite', {}, { token: child.token });
  if (made.data.under14) await parentCall(t, 'getGuardianCode', { code: made.data.code }, parent.token);
  const smsCode: Record<string, string> = made.data.under14 ? { smsCode: t.sms.recent(parent.mobile)[0].code } : {};
  const linked = await parentCall<LinkRequest>(t, 'requestLink', { code: made.data.code, ...smsCode }, parent.token);
  expect(linked.code, linked.msg).toBe(1000);
  if (!made.data.under14) expect((await t.call('/api/family/decide', { linkId: linked.data.linkId, approve: '1' }, { token: child.token })).code).toBe(1000);
  return { child, parent, linkId: linked.data.linkId };
}
