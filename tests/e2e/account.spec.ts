/**
 * 账号设置: a lawyer changes their mobile number with a code sent to the new number
 * (read from the demo outbox), then their password, which ends their older session (4003) but
 * not this one; an admin sets a 密保问题 from the user menu and signs in with it (密保登录).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unique, uniqueMobile, type Account } from './support/accounts';
import { TEST_PASSWORD, api, apiEnvelope, createLawyer, lawyerToken, tokenOf } from './support/api';
import { login } from './support/session';
import { smsCodeFor } from './support/sms';
import { chooseOption, expectToast, field, formItem, menuItem } from './support/ui';

const fieldError = (page: Page, label: string) =>
  formItem(page, label).locator('.ant-formily-item-error-help, .ant-form-item-explain-error');

// antd's Button keeps its loading icon (named "loading") while it fades out after a save: on a
// busy machine that outlasts the next step, so the name is matched at its end.
const save = (page: Page) => page.getByRole('button', { name: /(^|\s)保\s?存$/ }).click();

test('a lawyer changes their mobile with an SMS code, then their password; an older session gets 4003', async ({
  page,
  request,
}) => {
  const oldMobile = uniqueMobile();
  const newMobile = uniqueMobile();
  const name = unique('账号');
  await createLawyer(request, tokenOf('admin'), { name: name.slice(0, 20), mobile: oldMobile });
  // Signed in elsewhere before the change (another device).
  const older = await lawyerToken(request, oldMobile);

  const lawyer: Account = {
    role: 'lawyer',
    kind: 'lawyer',
    login: oldMobile,
    password: TEST_PASSWORD,
    home: '/app/user/dashboard',
  };
  await login(page, lawyer);

  // 账号设置 → 修改账号 from the side menu.
  await menuItem(page, '账号设置').click();
  await menuItem(page, '修改账号').click();
  await expect(page).toHaveURL(/\/app\/user\/account\/settings$/);
  await expect(formItem(page, '当前手机号')).toContainText(oldMobile);

  await field(page, '新手机号').fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await smsCodeFor(request, newMobile, 'mobile');

  // A wrong code is refused and nothing typed is lost.
  const wrong = code === '000000' ? '111111' : '000000';
  await field(page, '验证码').fill(wrong);
  await save(page);
  await expectToast(page, '验证码错误');
  await expect(field(page, '新手机号')).toHaveValue(newMobile);
  await expect(formItem(page, '当前手机号')).toContainText(oldMobile);

  await field(page, '验证码').fill(code);
  await save(page);
  await expectToast(page, '手机号已修改');
  await expect(formItem(page, '当前手机号')).toContainText(newMobile);
  await expect(field(page, '新手机号')).toHaveValue('');

  // 修改密码.
  await menuItem(page, '修改密码').click();
  await expect(page).toHaveURL(/\/app\/user\/account\/passwd$/);
  const newPassword = 'Changed2026x';
  await field(page, '原密码').fill('Wrong2026x');
  await field(page, '新密码').fill(newPassword);
  await field(page, '确认新密码').fill(`${newPassword}y`);
  await save(page);
  await expect(fieldError(page, '确认新密码')).toHaveText('两次输入的密码不一致');

  await field(page, '确认新密码').fill(newPassword);
  await save(page);
  await expectToast(page, '原密码不正确');
  await expect(field(page, '新密码')).toHaveValue(newPassword);

  await field(page, '原密码').fill(TEST_PASSWORD);
  await save(page);
  await expectToast(page, '密码已修改，其他设备需重新登录');
  await expect(field(page, '原密码')).toHaveValue('');

  // The older session is over; this one goes on.
  const self = await apiEnvelope(request, older, 'GET', '/auth/self');
  expect(self.code).toBe('4003');
  await page.reload();
  await expect(page).toHaveURL(/\/app\/user\/account\/passwd$/);
  await expect(field(page, '原密码')).toBeVisible();

  // The new number and password sign in; the old ones do not.
  await lawyerToken(request, newMobile, newPassword);
  const old = await apiEnvelope(request, null, 'POST', '/auth/lawyerLogin', {
    body: { mobile: oldMobile, password: newPassword },
  });
  expect(old.message).toBe('账号或密码错误');
});

test('an admin sets a 密保问题 from the user menu and signs in with it', async ({
  page,
  request,
}) => {
  const username = unique('q').slice(0, 20);
  const password = 'Question2026';
  await api(request, tokenOf('admin'), 'POST', '/firmAccessUser/add', {
    body: {
      username,
      name: '密保测试',
      mobile: uniqueMobile(),
      password,
      status: 1,
      organizationId: 1,
    },
  });
  const admin: Account = {
    role: 'admin',
    kind: 'admin',
    login: username,
    password,
    home: '/app/office',
  };
  await login(page, admin);

  const header = page.locator('.ant-layout-header');
  await header.getByText('你好，密保测试').click();
  await page.getByRole('menuitem', { name: '密保问题' }).click();
  await expect(page).toHaveURL(/\/app\/account\/question$/);
  await expect(formItem(page, '当前密保问题')).toContainText('未设置');

  await chooseOption(page, formItem(page, '密保问题'), '您的出生地是？');
  await field(page, '密保答案').fill('  Ｓhanghai ');
  await field(page, '登录密码').fill('Wrong2026x');
  await save(page);
  await expectToast(page, '登录密码不正确');
  await expect(field(page, '密保答案')).toHaveValue('  Ｓhanghai ');

  await field(page, '登录密码').fill(password);
  await save(page);
  await expectToast(page, '密保问题已设置');
  await expect(formItem(page, '当前密保问题')).toContainText('您的出生地是？');

  // Signed out, 密保登录 on the 管理员登录 tab.
  await header.getByText('你好，密保测试').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const pane = page.getByRole('tabpanel');
  await pane.getByText('密保登录', { exact: true }).click();
  await field(pane, '账号').fill(username);
  await chooseOption(page, formItem(pane, '密保问题'), '您的出生地是？');
  await field(pane, '密保答案').fill('beijing');
  await pane.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '账号、密保问题或答案错误');
  await expect(page).toHaveURL(/\/login$/);

  await field(pane, '密保答案').fill('SHANGHAI');
  await pane.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/office$/);
  await expect(header.getByText('你好，密保测试')).toBeVisible();
});
