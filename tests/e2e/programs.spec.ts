import type { Page } from '@playwright/test';
import { cooperationCases } from '#content/marketing/cooperation';
import { enrollProjects } from '#content/marketing/enroll';
import { activityPages, trainingPages } from '#content/marketing/pages';
import { expect, holdCaptchaVerify, passCaptcha, test, uniqueMobile } from './support';

/** Trainings, activities, cooperation cases and the training sign-up form. */

const trainings = [
  { key: 'family', projectId: 1 },
  { key: 'volunteer', projectId: 2 },
  { key: 'teenager', projectId: 3 },
] as const;
const activities = ['medicine', 'pbl', 'party', 'experience'] as const;

const priceOf = (id: number) => `¥${enrollProjects.find((p) => p.id === id)!.price.toLocaleString('zh-CN')}`;
const projectBox = (page: Page, id: number) => page.getByRole('checkbox', { name: new RegExp(enrollProjects.find((p) => p.id === id)!.name) });

test('each training page shows its content, price, the other trainings and pre-ticks its project on /sign-up', async ({ page }) => {
  for (const { key, projectId } of trainings) {
    const content = trainingPages[key];
    await page.goto(`/career/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    await expect(page.getByText(content.subtitle)).toBeVisible();
    for (const section of content.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: content.imageAlt })).toBeVisible();
    await expect(page.getByText(priceOf(projectId), { exact: true })).toBeVisible();

    const others = page.getByRole('navigation', { name: '其他认证培训' });
    for (const other of trainings.filter((t) => t.key !== key)) {
      await expect(others.getByRole('link', { name: new RegExp(trainingPages[other.key].title) })).toHaveAttribute('href', `/career/${other.key}`);
    }

    await page.getByRole('button', { name: '咨询课程顾问' }).click();
    await expect(page.getByRole('dialog').getByText(`认证培训 · ${content.title}`)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await page.getByRole('link', { name: '立即报名' }).click();
    await expect(page).toHaveURL(new RegExp(`/sign-up\\?project=${projectId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('培训报名');
    for (const project of enrollProjects) {
      if (project.id === projectId) await expect(projectBox(page, project.id)).toBeChecked();
      else await expect(projectBox(page, project.id)).not.toBeChecked();
    }
  }
});

test('each study activity shows its content, a consult call to action and the other activities', async ({ page }) => {
  for (const key of activities) {
    const content = activityPages[key];
    await page.goto(`/activity/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    await expect(page.getByText(content.subtitle)).toBeVisible();
    for (const section of content.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: content.imageAlt })).toBeVisible();
    await page.getByRole('button', { name: '咨询报名' }).click();
    await expect(page.getByRole('dialog').getByText(`研学活动 · ${content.title}`)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    const others = page.getByRole('navigation', { name: '更多研学活动' });
    await expect(others.getByRole('link')).toHaveCount(3);
    for (const other of activities.filter((a) => a !== key)) {
      await expect(others.getByRole('link', { name: new RegExp(activityPages[other].title.replace(/[()（）]/g, '.')) })).toHaveAttribute('href', `/activity/${other}`);
    }
  }
  // The related links really navigate.
  await page
    .getByRole('navigation', { name: '更多研学活动' })
    .getByRole('link', { name: new RegExp(activityPages.medicine.title) })
    .click();
  await expect(page).toHaveURL(/\/activity\/medicine$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activityPages.medicine.title);
});

test('the cooperation list (from the database, seeded from src/content) leads to each of the four cases and back', async ({ page }) => {
  for (const item of cooperationCases) {
    await page.goto('/cooperation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('合作案例');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title }) });
    await expect(card.getByText(item.summary)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', item.cover);
    await card.getByRole('link', { name: /查看详情/ }).click();

    await expect(page).toHaveURL(new RegExp(`/cooperation/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page.getByText(item.page.subtitle)).toBeVisible();
    const article = page.getByRole('article', { name: item.title });
    for (const section of item.page.sections) await expect(article.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(article.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '其他合作案例' }).getByRole('link')).toHaveCount(3);
  }
  await page.getByRole('link', { name: '← 返回合作案例' }).click();
  await expect(page).toHaveURL(/\/cooperation$/);
});

test('an unknown or malformed cooperation case is a clear not-found page', async ({ page }) => {
  for (const path of ['/cooperation/9', '/cooperation/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('未找到该合作案例');
  }
  await page.getByRole('link', { name: '查看全部合作案例' }).click();
  await expect(page).toHaveURL(/\/cooperation$/);
});

test('a case that cannot load says so and loads again on 重新加载', async ({ page }) => {
  let fail = true;
  await page.route('**/api/cases/getCaseInfo', (route) => (fail ? route.abort('connectionreset') : route.continue()));
  await page.goto('/cooperation/2');
  await expect(page.getByRole('alert')).toContainText('没有连上网络，这个页面还没有保存到本设备');
  fail = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cooperationCases[1].title);
});

async function fillRequired(page: Page, mobile: string) {
  await page.getByLabel('姓名').fill('李老师');
  await page.getByLabel('联系方式').fill(mobile);
}

test('a training application passes the captcha, is accepted, and the visitor goes back', async ({ page }) => {
  await page.goto('/career/teenager');
  await page.getByRole('link', { name: '立即报名' }).click();
  await expect(projectBox(page, 3)).toBeChecked();
  await projectBox(page, 1).check(); // a second training too
  await fillRequired(page, uniqueMobile());
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('学历').selectOption('本科');
  await page.getByLabel('工作单位').fill('某市第一中学');
  await page.getByLabel('报名原因').fill('希望系统学习生涯辅导方法。');

  await page.getByRole('button', { name: '提交报名' }).click();
  await passCaptcha(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/career\/teenager$/);

  // Coming forward again shows a fresh form, not the one just sent.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('培训报名');
  await expect(page.getByLabel('姓名')).toHaveValue('');
  await expect(page.getByLabel('联系方式')).toHaveValue('');
  await expect(page.getByRole('radio', { name: '女' })).not.toBeChecked();
});

test('opened directly, a successful application goes home', async ({ page }) => {
  await page.goto('/sign-up');
  await projectBox(page, 2).check();
  await fillRequired(page, uniqueMobile());
  await page.getByRole('button', { name: '提交报名' }).click();
  await passCaptcha(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-up form validates on submit and on blur, as spec section 5 says', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请输入联系方式')).toBeVisible();
  await expect(page.getByText('请选择项目')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // no captcha before the form is valid
  await expect(projectBox(page, 1)).toBeFocused(); // the first problem takes the focus

  const tel = page.getByLabel('联系方式');
  await tel.fill('12345');
  await tel.blur();
  await expect(page.getByText('联系方式格式有误，请填写手机号或座机号')).toBeVisible();
  await expect(page.getByText('请输入联系方式')).toHaveCount(0); // only the first error per field
  await tel.fill('');
  await tel.blur();
  await expect(page.getByText('联系方式格式有误，请填写手机号或座机号')).toHaveCount(0); // empty clears

  await tel.fill('010-62345678'); // a landline is fine too
  await tel.blur();
  await expect(tel).toHaveAttribute('aria-invalid', 'false');

  const name = page.getByLabel('姓名');
  await name.fill('王');
  await name.blur();
  await expect(page.getByText('请输入姓名')).toHaveCount(0);

  const card = page.getByLabel('身份证号');
  await card.fill('110101200001011234');
  await card.blur();
  await expect(page.getByText('身份证号格式有误，请核对后重新输入')).toBeVisible();

  await projectBox(page, 1).check();
  await expect(page.getByText('请选择项目')).toHaveCount(0);
});

test('closing the captcha sends nothing and asks to complete it', async ({ page }) => {
  await page.goto('/sign-up?project=1');
  await fillRequired(page, uniqueMobile());
  const held = await holdCaptchaVerify(page);
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByRole('button', { name: '关闭验证' }).click();
  await expect(page.getByText('请完成验证')).toBeVisible();
  held.release();
  await expect(page).toHaveURL(/\/sign-up\?project=1$/);
  await expect(page.getByLabel('姓名')).toHaveValue('李老师');
});

test('a refusal by the server is shown beside the field and keeps what was typed', async ({ page }) => {
  // A list cached before a training was withdrawn still offers it; the server refuses it.
  await page.route('**/api/enroll/getEnrollProject', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push({ id: 999, name: '已停办的培训', price: 1280 });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/sign-up');
  await page.getByRole('checkbox', { name: /已停办的培训/ }).check();
  await fillRequired(page, uniqueMobile());
  await page.getByRole('button', { name: '提交报名' }).click();
  await passCaptcha(page);
  const message = page.getByText('所选项目不存在，请刷新页面后重新选择');
  await expect(message).toBeVisible();
  await expect(message).toHaveCount(1);
  await expect(page.getByText('提交成功')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByLabel('姓名')).toHaveValue('李老师');
});
