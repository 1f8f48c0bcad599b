import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '#shared/api/captcha';
import { expect, readSmsCode, uniqueMobile } from './support';

/** Helpers of the parents' side (docs/PARENTS.md): a parent made through the API, and a phone signed in as them. */

export async function post<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<T> {
  const body = (await (await request.post(path, { form, headers })).json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1000);
  return body.data;
}

async function captchaTicketFor(request: APIRequestContext): Promise<string> {
  const { challenge } = await post<{ challenge: PowChallenge }>(request, '/api/captcha/get', {});
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return (await post<{ ticket: string }>(request, '/api/captcha/verify', { purpose: 'register', payload })).ticket;
}

/** A parent account registered through the real API (the registration page is parent-link.spec.ts's). */
export async function createParent(request: APIRequestContext, name: string) {
  const mobile = uniqueMobile();
  await post(request, '/api/parent/getRegisterCode', { mobile, ticket: await captchaTicketFor(request) });
  const { token } = await post<{ token: string }>(request, '/api/parent/register', {
    mobile,
    code: await readSmsCode(request, mobile),
    name,
    password: 'Maple#2026go',
    consent: '1',
  });
  return { mobile, token };
}

/** Signs the page in as the parent (their token where the parents' pages keep it) and opens `path`. */
export async function signInParentPage(page: Page, token: string, path = '/parent') {
  await page.goto('/children-privacy');
  await page.evaluate((t) => localStorage.setItem('shengya.parent', t), token);
  await page.goto(path);
}

/** The child makes an invite in 个人中心 › 家长关联 and reads its code off the screen. */
export async function makeInvite(child: Page): Promise<string> {
  await child.goto('/user-center/parents');
  await child.getByRole('button', { name: /生成邀请码/ }).click();
  const code = (await child.getByTestId('invite-code').textContent())!.replace('-', '');
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  return code;
}
