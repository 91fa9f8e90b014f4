/**
 * Lawyer onboarding (docs/product.md, Lawyer accounts and registration): registration from the
 * login page with an SMS code read from the demo outbox, the account waiting for an admin's 审核通过 in
 * 人员管理, then signing in; and SMS-code login beside password login.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { api, createLawyer, tokenOf } from './support/api';
import { expectRowStatus, rowAction, searchList } from './support/screens';
import { askForSmsCode, smsCodeFor } from './support/sms';
import { chooseOption, confirmDialog, expectToast, field, formItem, tableRow } from './support/ui';

const PASSWORD = 'Regist3r2026';

/** The error shown under a form item of the page. */
const fieldError = (page: Page, label: string) =>
  formItem(page, label).locator('.ant-form-item-explain-error');

async function openLawyerTab(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: '律师登录' }).click();
  return page.getByRole('tabpanel');
}

test('a new lawyer registers with an SMS code, waits for 审核通过, then signs in', async ({
  page,
  browser,
  request,
}) => {
  const mobile = uniqueMobile();
  const name = unique('注册');

  // From the 律师登录 tab to the registration page.
  const pane = await openLawyerTab(page);
  await pane.getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: '律师注册' })).toBeVisible();
  await expect(page).toHaveTitle(/律师注册/);

  // A number that already has an account is named on blur.
  await field(page, '手机号').fill('13800000001');
  await field(page, '手机号').blur();
  await expect(fieldError(page, '手机号')).toHaveText('该手机号已注册，请直接登录');

  // 获取验证码 for the new number starts the 60-second countdown.
  await field(page, '手机号').fill(mobile);
  await field(page, '手机号').blur();
  await expect(fieldError(page, '手机号')).toHaveCount(0);
  // It asks for the picture captcha first (no code goes out without one), then sends.
  await askForSmsCode(page, request);
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: '图形验证码' })).toHaveCount(0);
  const code = await smsCodeFor(request, mobile, 'register');

  // Everything but a wrong code: the server refuses it, and nothing typed is lost.
  const wrong = code === '000000' ? '111111' : '000000';
  await field(page, '验证码').fill(wrong);
  await field(page, '姓名').fill(name);
  await chooseOption(page, formItem(page, '所属机构'), '北京总所');
  await field(page, '密码').fill(PASSWORD);
  await field(page, '确认密码').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(fieldError(page, '确认密码')).toHaveText('两次输入的密码不一致');
  await field(page, '确认密码').fill(PASSWORD);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expectToast(page, '验证码错误');
  await expect(fieldError(page, '验证码')).toHaveText('验证码错误');
  await expect(field(page, '姓名')).toHaveValue(name);
  await expect(field(page, '手机号')).toHaveValue(mobile);
  await expect(formItem(page, '所属机构')).toContainText('北京总所');
  await expect(field(page, '密码')).toHaveValue(PASSWORD);

  // The right code, submitted with Enter.
  await field(page, '验证码').fill(code);
  await field(page, '确认密码').press('Enter');
  await expect(page.getByText('注册成功，请等待管理员审核')).toBeVisible();

  // Back on 律师登录: the account is still waiting.
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: '律师登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const lawyerPane = page.getByRole('tabpanel');
  await field(lawyerPane, '手机号').fill(mobile);
  await field(lawyerPane, '密码').fill(PASSWORD);
  await lawyerPane.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '账号待管理员审核通过后才能登录');
  await expect(page).toHaveURL(/\/login$/);

  // The admin finds the registration in 人员管理 as 待审核 and passes it.
  const adminContext = await browser.newContext({ storageState: storageStateOf('admin') });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/app/lawyer');
    await searchList(admin, { 手机号: mobile });
    const row = tableRow(admin, mobile);
    await expect(row).toContainText(name);
    await expect(row).toContainText('北京总所');
    await expectRowStatus(row, '待审核');
    await rowAction(row, '审核通过').click();
    await expect(admin.locator('.ant-modal-confirm')).toContainText(
      `确定通过「${name}」的注册申请吗？`,
    );
    await confirmDialog(admin);
    await expectToast(admin, '已审核通过');
    await expectRowStatus(row, '正常');
  } finally {
    await adminContext.close();
  }

  // Now the same sign-in succeeds.
  await lawyerPane.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
});

test('an office closed while the page is open is refused under 所属机构, keeping the rest', async ({
  page,
  request,
}) => {
  // An office of this test's own, so that closing it changes no other flow's choices.
  const admin = tokenOf('admin');
  const officeName = unique('注册所');
  const { id } = await api<{ id: number }>(request, admin, 'POST', '/firmOrganization/add', {
    body: { name: officeName, status: 1 },
  });
  const mobile = uniqueMobile();
  const name = unique('注册');
  await page.goto('/register');
  await field(page, '手机号').fill(mobile);
  // Any six digits: the server looks at the office before the code.
  await field(page, '验证码').fill('123456');
  await field(page, '姓名').fill(name);
  await chooseOption(page, formItem(page, '所属机构'), officeName);
  await field(page, '密码').fill(PASSWORD);
  await field(page, '确认密码').fill(PASSWORD);

  const office = await api<{ name: string; version: number }>(
    request,
    admin,
    'GET',
    '/firmOrganization/firmOrganizationInfo',
    { query: { id } },
  );
  await api(request, admin, 'POST', '/firmOrganization/update', {
    body: { id, name: office.name, status: 0, version: office.version },
  });
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expectToast(page, '所属机构不存在或已停用');
  // The envelope names organizationId: the message shows there, and under no other field.
  await expect(fieldError(page, '所属机构')).toHaveText('所属机构不存在或已停用');
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await expect(field(page, '手机号')).toHaveValue(mobile);
  await expect(field(page, '验证码')).toHaveValue('123456');
  await expect(field(page, '姓名')).toHaveValue(name);
  await expect(formItem(page, '所属机构')).toContainText(officeName);
  await expect(field(page, '密码')).toHaveValue(PASSWORD);
});

test('a signed-in visitor of /register goes to their home', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('lawyer') });
  try {
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
  } finally {
    await context.close();
  }
});

test('a lawyer signs in with an SMS code (验证码登录)', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await createLawyer(request, tokenOf('admin'), { name: unique('短信'), mobile });

  const pane = await openLawyerTab(page);
  await pane.getByText('验证码登录', { exact: true }).click();
  await expect(formItem(pane, '密码')).toHaveCount(0);
  await field(pane, '手机号').fill(mobile);
  // The code field is required before anything is sent.
  await pane.getByRole('button', { name: '登录', exact: true }).click();
  await expect(pane.getByText('请输入验证码')).toBeVisible();

  // A wrong answer to the picture captcha sends nothing and brings another picture ('0' is never
  // in an answer).
  await pane.getByRole('button', { name: '获取验证码' }).click();
  const picture = pane.locator('img[data-captcha-id]');
  const first = (await picture.getAttribute('data-captcha-id')) ?? '';
  await pane.getByRole('textbox', { name: '图形验证码' }).fill('0000');
  await pane.getByRole('button', { name: '发送验证码' }).click();
  await expectToast(page, '请输入正确的图形验证码');
  await expect(picture).not.toHaveAttribute('data-captcha-id', first);
  await expect(pane.getByRole('button', { name: '获取验证码' })).toBeEnabled();

  await askForSmsCode(pane, request);
  await expect(pane.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await smsCodeFor(request, mobile, 'login');
  await field(pane, '验证码').fill(code);
  await pane.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
});

test('asking again within the minute says how long to wait and counts down from there', async ({
  page,
  request,
}) => {
  const mobile = uniqueMobile();
  await createLawyer(request, tokenOf('admin'), { name: unique('限频'), mobile });
  let pane = await openLawyerTab(page);
  await pane.getByText('验证码登录', { exact: true }).click();
  await field(pane, '手机号').fill(mobile);
  await askForSmsCode(pane, request);
  await expect(pane.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();

  // A reload forgets the countdown; the server does not.
  pane = await openLawyerTab(page);
  await pane.getByText('验证码登录', { exact: true }).click();
  await field(pane, '手机号').fill(mobile);
  await askForSmsCode(pane, request);
  await expectToast(page, /验证码发送过于频繁，请 \d+ 秒后再试/);
  await expect(pane.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
});

test('验证码登录 for a number without an account says so', async ({ page, request }) => {
  const pane = await openLawyerTab(page);
  await pane.getByText('验证码登录', { exact: true }).click();
  await field(pane, '手机号').fill(uniqueMobile());
  await askForSmsCode(pane, request);
  await expectToast(page, '该手机号未注册');
  await expect(pane.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('without SMS login in loginRegSet, 律师登录 offers the password only', async ({
  page,
  request,
}) => {
  // Only SMS login is switched off (never password login): specs running alongside sign in with
  // passwords, and this file's own SMS tests have run before this one.
  const admin = tokenOf('admin');
  type LoginRegSet = { selfRegister: boolean; needApproval: boolean; methods: string[] };
  const save = async (change: Partial<LoginRegSet>) => {
    const { version, ...values } = await api<LoginRegSet & { version: number }>(
      request,
      admin,
      'GET',
      '/firmConf/loginRegSet',
    );
    await api(request, admin, 'PUT', '/firmConf/loginRegSet', {
      body: { ...values, ...change, version },
    });
  };
  await save({ methods: ['password'] });
  try {
    const pane = await openLawyerTab(page);
    await expect(field(pane, '密码')).toBeVisible();
    await expect(pane.getByText('验证码登录', { exact: true })).toHaveCount(0);
    await expect(pane.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
    await expect(pane.getByRole('link', { name: '注册' })).toBeVisible();
  } finally {
    await save({ methods: ['password', 'sms'] });
  }
  // Both again: the switch is back.
  const pane = await openLawyerTab(page);
  await expect(pane.getByText('验证码登录', { exact: true })).toBeVisible();
});
