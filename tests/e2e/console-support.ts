import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readSmsCode, uniqueMobile } from './support';

/** What the console's browser tests share: an account of a role, and the two-step sign-in. */

/** A console account; its name gets a random tail, so a retry's account is told from the first's in 操作人. */
export async function newOperator(request: APIRequestContext, given: string, role: 'admin' | 'operator') {
  const mobile = uniqueMobile();
  const name = `${given}${Math.random().toString(36).slice(2, 7)}`;
  const made = await request.post('/dev/operator.json', { form: { name, mobile, role } });
  const { data } = (await made.json()) as { data: { initialPassword: string } };
  return { mobile, password: data.initialPassword, name };
}

export async function signIn(page: Page, request: APIRequestContext, who: { mobile: string; password: string }) {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('手机号').fill(who.mobile);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '下一步：获取短信验证码' }).click();
  await page.getByLabel(/短信验证码/).fill(await readSmsCode(request, who.mobile));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/console\/login/);
}
