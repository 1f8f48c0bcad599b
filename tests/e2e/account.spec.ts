import { expect, logOutThroughUi, loginThroughUi, readSmsCode, registerThroughUi, setNickname, solveSliderCaptcha, test } from './support';

test('a new user registers, sets a nickname, logs out and in, and changes the password', async ({ page }) => {
  const { mobile, password } = await registerThroughUi(page);
  await expect(page.getByRole('link', { name: /欢迎您/ })).toBeVisible();

  await setNickname(page, '小星');
  await expect(page).toHaveURL(/\/user-center\/evaluation$/);
  await expect(page.getByRole('link', { name: '欢迎您，小星' })).toBeVisible();
  await expect(page.getByText('初二 3班')).toBeVisible();

  await logOutThroughUi(page);
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await loginThroughUi(page, mobile, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // nickname is set now

  await page.goto('/user-center/change-password');
  await page.getByLabel('原密码').fill(password);
  await page.getByLabel('新密码', { exact: true }).fill('Maple#2027go');
  await page.getByLabel('确认新密码').fill('Maple#2027go');
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user-center\/evaluation$/);

  await logOutThroughUi(page);
  await page.goto('/login');
  await page.getByLabel('账号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await loginThroughUi(page, mobile, 'Maple#2027go');
  await expect(page.getByRole('link', { name: '欢迎您，小星' })).toBeVisible();
});

test('a forgotten password is reset with the captcha, a code and the countdown', async ({ page }) => {
  const { mobile } = await registerThroughUi(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await logOutThroughUi(page);

  await page.goto('/reset-password');
  const codeButton = page.getByRole('button', { name: '获取验证码' });
  await expect(codeButton).toBeDisabled();
  await page.getByLabel('手机号').fill(mobile);
  await codeButton.click();
  await solveSliderCaptcha(page);
  await expect(page.getByRole('button', { name: /^(8\d|90)s后重试$/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await readSmsCode(page.request, mobile));
  await page.getByLabel('新密码', { exact: true }).fill('River#2028go');
  await page.getByLabel('确认新密码').fill('River#2028go');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, mobile, 'River#2028go');
});

test('the phone number changes with a code sent to the new number', async ({ page }) => {
  const { password } = await registerThroughUi(page);
  await setNickname(page, '小林');
  await page.getByRole('link', { name: '修改手机号' }).click();
  const newMobile = `135${String(Date.now() % 100000000).padStart(8, '0')}`;
  await page.getByLabel('新手机号').fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await page.getByLabel('验证码').fill(await readSmsCode(page.request, newMobile));
  await page.getByLabel('登录密码').fill(password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改手机号成功')).toBeVisible();
  await expect(page.getByText(`${newMobile.slice(0, 3)}****${newMobile.slice(7)}`).first()).toBeVisible();
});

test('form validation follows the spec: on blur, first error, empty clears', async ({ page }) => {
  await page.goto('/register');
  const mobile = page.getByLabel('手机号');
  await mobile.fill('12345');
  await mobile.blur();
  await expect(page.getByText('手机格式有误，请重新输入')).toBeVisible();
  await mobile.fill('');
  await mobile.blur();
  await expect(page.getByText('手机格式有误，请重新输入')).toHaveCount(0);
  await page.getByLabel('密码', { exact: true }).fill('abc');
  await page.getByLabel('密码', { exact: true }).blur();
  await expect(page.getByText('请输入6-16位密码')).toBeVisible();
  await page.getByLabel('确认密码').fill('abcd');
  await page.getByLabel('确认密码').blur();
  await expect(page.getByText('两次密码不一致，请重新输入')).toBeVisible();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入正确的验证码')).toBeVisible();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请阅读并同意用户协议和隐私政策')).toBeVisible();
});

test('the captcha refuses a wrong position and offers a new puzzle', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('手机号').fill('13700000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  const frame = page.locator('[data-puzzle-id]');
  const firstId = await frame.getAttribute('data-puzzle-id');
  const handle = page.getByRole('slider');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText('没有对准，请再试一次').first()).toBeVisible();
  await expect(frame).not.toHaveAttribute('data-puzzle-id', firstId!);
  await page.getByRole('button', { name: '关闭验证' }).click();
  await expect(page.getByText('请完成验证')).toBeVisible();
});

test('login-only pages send visitors to /login and back afterwards', async ({ page }) => {
  await page.goto('/user-center/change-password');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const { mobile, password } = await registerThroughUi(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await logOutThroughUi(page);
  await page.goto('/mbti/start');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmbti%2Fstart/);
  await page.getByLabel('账号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mbti\/start$/);
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/); // logged in: /login goes home
  await page.goto('/user-center');
  await expect(page).toHaveURL(/\/user-center\/evaluation$/);
});

test('redirects and the in-development dialog', async ({ page }) => {
  await page.goto('/career');
  await expect(page).toHaveURL(/\/career\/family$/);
  await page.goto('/activity');
  await expect(page).toHaveURL(/\/activity\/medicine$/);
  await page.goto('/login');
  await page.getByRole('button', { name: '学校端登录' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('该功能正在开发中，敬请期待');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('header sub-menus open on hover and by keyboard', async ({ page }) => {
  await page.goto('/');
  // The home page links to the same pages, so look inside the header's navigation.
  const nav = page.getByRole('navigation', { name: '主导航' });
  const training = nav.getByRole('button', { name: '生涯培训' });
  await training.hover();
  await expect(nav.getByRole('link', { name: '高考志愿规划师' })).toBeVisible();
  await page.mouse.move(0, 400);
  await expect(nav.getByRole('link', { name: '高考志愿规划师' })).toBeHidden();
  await training.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: '家庭教育指导师' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career\/family$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('家庭教育指导师培训');
});
