import { deviceCode, schoolWithClass } from './school';
import { expect, holdCaptchaVerify, logOutThroughUi, loginThroughUi, passCaptcha, readSmsCode, registerThroughUi, setNickname, test, uniqueMobile } from './support';

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
  await passCaptcha(page);
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
  await passCaptcha(page);
  await page.getByLabel('验证码').fill(await readSmsCode(page.request, newMobile));
  await page.getByLabel('登录密码').fill(password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改手机号成功')).toBeVisible();
  await expect(page.getByText(`${newMobile.slice(0, 3)}****${newMobile.slice(7)}`).first()).toBeVisible();
});

test('a tap on another page while 修改信息 saves keeps the student there once the save ends', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/user-center\/change-user-info$/);
  await page.getByLabel('昵称').fill('小慢');
  await page.getByLabel('年级').selectOption({ label: '初二' });
  await page.getByLabel('班级').selectOption({ label: '3班' });
  // The user info reloads after the save, slowly, as on a busy school network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/getUserInfo', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('用户信息修改成功')).toBeVisible();
  await page.getByRole('link', { name: '修改手机号' }).click();
  await expect(page.getByLabel('新手机号')).toBeVisible();

  release();
  // The reload has arrived (the side shows the new nickname) and the save's wait is over: the page stays.
  await expect(page.getByText('小慢', { exact: true })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page).toHaveURL(/\/user-center\/change-phone$/);
  await expect(page.getByLabel('新手机号')).toBeVisible();
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

test('registers with the keyboard only: the captcha dialog keeps the focus, Esc closes it, and it passes by itself', async ({ page }) => {
  const mobile = uniqueMobile();
  const password = 'Birch#2026go';
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  const codeButton = page.getByRole('button', { name: '获取验证码' });
  const focusInDialog = () => page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)));

  // Into the form from the page: Tab until the mobile field has the focus.
  for (let i = 0; i < 40 && !(await page.getByLabel('手机号').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(page.getByLabel('手机号')).toBeFocused();
  await page.keyboard.type(mobile);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('验证码')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(codeButton).toBeFocused();

  // Open the captcha, hold its answer, and walk around the dialog with Tab and Shift+Tab.
  const held = await holdCaptchaVerify(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('正在验证，请稍候…');
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus after ${key}`).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: '关闭验证' })).toBeFocused();
  // Esc closes it, gives the focus back to the button that opened it, and sends nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(codeButton).toBeFocused();
  await expect(page.getByText('请完成验证')).toBeVisible();
  held.release();

  // Again: this time the proof of work runs to the end with no key pressed.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('验证通过');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\d+s后重试/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /\d+s后重试/ })).toBeDisabled();

  // The rest of the form, still with the keyboard.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('验证码')).toBeFocused();
  await page.keyboard.type(await readSmsCode(page.request, mobile));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('姓名')).toBeFocused();
  await page.keyboard.type('键盘同学');
  await page.keyboard.press('Tab');
  const birthMonth = page.getByLabel('出生年月');
  await expect(birthMonth).toBeFocused();
  await birthMonth.fill('2008-03');
  // The month input's year and month take a Tab each.
  const passwordField = page.getByLabel('密码', { exact: true });
  for (let i = 0; i < 4 && !(await passwordField.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(passwordField).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  const consent = page.getByRole('checkbox');
  for (let i = 0; i < 5 && !(await consent.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const submit = page.getByRole('button', { name: '注册', exact: true });
  for (let i = 0; i < 5 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('注册成功，已自动登录，正在跳转')).toBeVisible();
});

test('a refused answer is said in the dialog, and 重新验证 tries again', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('手机号').fill(uniqueMobile());
  let refusals = 0;
  await page.route('**/api/captcha/verify', async (route) => {
    if (refusals++ > 0) return route.continue();
    await route.fulfill({ json: { code: 4030, msg: '验证未通过，请重试', data: null } });
  });
  await page.getByRole('button', { name: '获取验证码' }).click();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog.getByRole('status')).toHaveText('验证未通过，请重试');
  await dialog.getByRole('button', { name: '重新验证' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\d+s后重试/ })).toBeVisible();
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

test('redirects and the other ways in', async ({ page }) => {
  await page.goto('/career');
  await expect(page).toHaveURL(/\/career\/family$/);
  await page.goto('/activity');
  await expect(page).toHaveURL(/\/activity\/medicine$/);
  // Parents have accounts of their own (docs/PARENTS.md; tests/e2e/parent-link.spec.ts).
  await page.goto('/login');
  await page.getByRole('link', { name: '家长端登录' }).click();
  await expect(page).toHaveURL(/\/parent\/login$/);
  await page.goto('/login');
  // The school side: staff sign in here and go on to the school's pages; tablets are set up elsewhere.
  await page.getByRole('link', { name: '学校端登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fschool$/);
  await expect(page.getByText('登录后进入学校管理')).toBeVisible();
  await expect(page.getByRole('link', { name: '设置班级平板' })).toHaveAttribute('href', '/tablet/setup');
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

test('记住我 is off by default, and a set-up class tablet does not offer it', async ({ page, context, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: /记住我/ })).not.toBeChecked();
  const { admin, classId } = await schoolWithClass(request, 2);
  await page.goto(`/tablet/setup?code=${await deviceCode(request, admin.token, classId)}`);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await expect(page.getByRole('list', { name: '全班同学' })).toBeVisible();
  const again = await context.newPage();
  await again.goto('/login');
  await expect(again.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(again.getByRole('checkbox', { name: /记住我/ })).toHaveCount(0);
});
