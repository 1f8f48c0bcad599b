import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { activityPages } from '#content/marketing/pages';
import { experts } from '#content/marketing/experts';
import { createStudent, signInPage } from './students';
import { expect, test } from './support';

/** Bookings and consultations (issue 14, points 9 and 10): each button books its own subject; 我的预约 shows them. */

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
const dialog = (page: Page) => page.getByRole('dialog');

/** With BOOKING_SHOTS=dir, screenshots at 390 and 1440 px wide for a human to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.BOOKING_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

test('an activity’s 咨询报名, logged out: login, the dialog comes back with the note, then 我的预约 shows it with its status and an SMS confirms it', async ({ page, request }) => {
  const { mobile, password } = await createStudent(request);
  await page.goto('/activity/medicine');
  await page.getByRole('button', { name: '咨询报名' }).click();
  await expect(dialog(page).getByText(`研学活动 · ${activityPages.medicine.title}`)).toBeVisible();
  await expect(dialog(page).getByText('提交前需要登录')).toBeVisible();
  await dialog(page).getByRole('radio', { name: '周末' }).check();
  await dialog(page).getByLabel('备注（选填）').fill('孩子12岁，想报暑假场次');
  await dialog(page).getByRole('button', { name: '登录后提交' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Factivity%2Fmedicine$/);

  await page.getByLabel('账号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/activity\/medicine$/);
  await expect(dialog(page).getByLabel('备注（选填）')).toHaveValue('孩子12岁，想报暑假场次');
  await expect(dialog(page).getByRole('radio', { name: '周末' })).toBeChecked();
  await expect(dialog(page).getByText(`联系手机：${masked(mobile)}（账号手机号）`)).toBeVisible();
  await dialog(page).getByRole('button', { name: '提交预约' }).click();
  await expect(dialog(page).getByText(`已提交预约：周末 · 我们的顾问会在1个工作日内致电 ${masked(mobile)}`)).toBeVisible();
  await expect(dialog(page).getByText('确认短信已发送到你的账号手机。')).toBeVisible();

  // The notice, through the dev SMS outlet.
  const notices = await (await request.get(`/dev/sms-notices.json?mobile=${mobile}`)).json();
  expect(notices.data).toEqual([expect.objectContaining({ text: expect.stringContaining(`研学活动 · ${activityPages.medicine.title}，希望联系时间：周末`) })]);
  expect(await (await request.get('/dev/sms')).text()).toContain(`已收到你的预约：研学活动 · ${activityPages.medicine.title}`);

  // Reopening the page does not reopen the booking.
  await page.goto('/activity/medicine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activityPages.medicine.title);
  await expect(dialog(page)).toHaveCount(0);

  await page.goto('/user-center/bookings');
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: activityPages.medicine.title });
  await expect(item).toContainText('已提交，待联系');
  await expect(item).toContainText('周末');
  await expect(item).toContainText('孩子12岁，想报暑假场次');
  await expect(page).toHaveTitle(/我的预约/);
  await shot(page, 'my-bookings');
});

test('an expert’s 预约 with a time and a note; a second number is called but gets no SMS', async ({ page, request }) => {
  const { token, mobile } = await createStudent(request);
  await signInPage(page, token, '/');
  const expert = experts[1];
  await page.getByRole('button', { name: `预约${expert.name}` }).click();
  await expect(dialog(page).getByText(`专家预约 · ${expert.name}`)).toBeVisible();
  await dialog(page).getByRole('radio', { name: '工作日晚上' }).check();
  await dialog(page).getByLabel('备注（选填）').fill('想聊高二选科');
  await shot(page, 'dialog');
  await dialog(page).getByRole('button', { name: '提交预约' }).click();
  await expect(dialog(page).getByText(`已提交预约：工作日晚上 · 我们的顾问会在1个工作日内致电 ${masked(mobile)}`)).toBeVisible();
  await expect(page.getByText('预约成功')).toBeVisible(); // the spec's toast
  await dialog(page).getByRole('button', { name: '知道了' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // Another expert, called on a parent's phone.
  await page.getByRole('button', { name: `预约${experts[2].name}` }).click();
  await dialog(page).getByRole('button', { name: '改用其他号码' }).click();
  await dialog(page).getByLabel('联系手机').fill('1234');
  await dialog(page).getByRole('button', { name: '提交预约' }).click();
  await expect(dialog(page).getByText('请填写正确的联系手机号')).toBeVisible();
  await dialog(page).getByLabel('联系手机').fill('13912345678');
  await page.waitForTimeout(250); // the spec's 200 ms click throttle: a second click sooner is a double click
  await dialog(page).getByRole('button', { name: '提交预约' }).click();
  await expect(dialog(page).getByText('已提交预约：时间不限 · 我们的顾问会在1个工作日内致电 139****5678')).toBeVisible();
  await expect(dialog(page).getByText('本次没有发送确认短信')).toBeVisible();
  await dialog(page).getByRole('link', { name: '个人中心 › 我的预约' }).click();

  await expect(page).toHaveURL(/\/user-center\/bookings$/);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`专家预约 · ${experts[2].name}`);
  await expect(items.nth(0)).toContainText('139****5678');
  await expect(items.nth(1)).toContainText(`专家预约 · ${expert.name}`);
  await expect(items.nth(1)).toContainText('工作日晚上');
  await expect(items.nth(1)).toContainText('想聊高二选科');
  const notices = await (await request.get(`/dev/sms-notices.json?mobile=${mobile}`)).json();
  expect(notices.data).toHaveLength(1);
});

test('在线咨询 says honestly that it is a message for a call back, and takes one', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: '在线咨询' }).click();
  await expect(dialog(page).getByRole('heading', { name: '在线咨询' })).toBeVisible();
  await expect(dialog(page).getByText(/这里不是实时聊天.*工作时间.*回电/)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: '400-603-5985' })).toBeVisible();
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const { token, mobile } = await createStudent(request);
  await signInPage(page, token, '/one');
  await page.getByRole('main').getByRole('button', { name: '在线咨询' }).click();
  await dialog(page).getByRole('button', { name: '提交留言' }).click();
  await expect(dialog(page).getByText('请写下你想咨询的问题')).toBeVisible();
  await dialog(page).getByLabel('你想咨询的问题').fill('孩子高一，想了解生涯规划怎么开始');
  await page.waitForTimeout(250); // the spec's 200 ms click throttle
  await dialog(page).getByRole('button', { name: '提交留言' }).click();
  await expect(dialog(page).getByText(`已提交留言：时间不限 · 我们的顾问会在1个工作日内致电 ${masked(mobile)}`)).toBeVisible();
  await dialog(page).getByRole('button', { name: '知道了' }).click();

  // The one-to-one page's own button books the free talk, not a general question.
  await page.getByRole('button', { name: '预约免费了解会谈' }).click();
  await expect(dialog(page).getByText('一对一生涯规划 · 免费了解会谈')).toBeVisible();
  await dialog(page).getByRole('button', { name: '提交预约' }).click();
  await expect(dialog(page).getByText(/^已提交预约/)).toBeVisible();

  await page.goto('/user-center/bookings');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.nth(0)).toContainText('一对一生涯规划 · 免费了解会谈');
  await expect(items.nth(1)).toContainText('在线咨询（留言）');
  await expect(items.nth(1)).toContainText('孩子高一，想了解生涯规划怎么开始');
});
