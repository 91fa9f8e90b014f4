/**
 * session-expiry.spec.ts's tools: accounts of its own (so the demo sessions other specs share are
 * never ended), the three real ways a session ends under a user's hands, and the two long forms.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { uniqueMobile, unique, type Account } from './accounts';
import { api, createLawyer, tokenOf } from './api';
import { tokenCookie } from './session';
import { chooseOption, field, formItem } from './ui';

export type Code = '4003' | '4004' | '4008';

/** What the re-login dialog says for each code. */
export const REASON: Record<Code, string> = {
  '4003': '登录已失效',
  '4004': '长时间未操作',
  '4008': '登录已超过有效期',
};

/** An account the spec owns; `password` follows a change made by a 4003 revocation. */
export interface OwnAccount extends Account {
  name: string;
}

export async function newAdmin(request: APIRequestContext): Promise<OwnAccount> {
  const login = unique('se').slice(0, 20);
  const password = 'Expiry2026a';
  const name = `超时管理员${login.slice(-4)}`;
  await api(request, tokenOf('admin'), 'POST', '/firmAccessUser/add', {
    body: { username: login, name, mobile: uniqueMobile(), password, status: 1, organizationId: 1 },
  });
  return { role: 'admin', kind: 'admin', login, password, home: '/app/office', name };
}

export async function newLawyer(request: APIRequestContext): Promise<OwnAccount> {
  const mobile = uniqueMobile();
  const password = 'Expiry2026b';
  // All eight random digits: with four, two of a run's lawyers shared a name now and then, and
  // picking the recipient by name found two options.
  const name = `超时律师${mobile.slice(-8)}`;
  await createLawyer(request, tokenOf('admin'), { name, mobile, organizationId: 1 }, password);
  return {
    role: 'lawyer',
    kind: 'lawyer',
    login: mobile,
    password,
    home: '/app/user/dashboard',
    name,
  };
}

/** Signs in through the API (a second session of the account); returns the token. */
export async function apiToken(request: APIRequestContext, who: OwnAccount): Promise<string> {
  if (who.kind === 'lawyer') {
    return (
      await api<{ token: string }>(request, null, 'POST', '/auth/lawyerLogin', {
        body: { mobile: who.login, password: who.password },
      })
    ).token;
  }
  const res = await request.post('/api/auth/firmAccessUserLogin', {
    form: { username: who.login, password: who.password, firmId: '1' },
  });
  const body = (await res.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('200');
  return body.data.token;
}

/**
 * Ends the browser's session for real: 4003 — the same account changes its password from another
 * session (which ends every other session); 4004/4008 — the server's session clock makes the
 * browser's own session idle past the limit, or past its 7-day lifetime.
 */
export async function endSession(
  request: APIRequestContext,
  context: BrowserContext,
  who: OwnAccount,
  code: Code,
): Promise<void> {
  const browserToken = (await tokenCookie(context))?.value;
  expect(browserToken, 'the browser is signed in').toBeTruthy();
  if (code === '4003') {
    const other = await apiToken(request, who);
    const next = `${who.password.slice(0, -1)}${who.password.endsWith('x') ? 'y' : 'x'}`;
    const url = who.kind === 'lawyer' ? '/lawyer/updatePassword' : '/auth/password';
    await api(request, other, 'PUT', url, {
      body: { oldPassword: who.password, newPassword: next, confirmPassword: next },
    });
    who.password = next;
  } else {
    await api(request, browserToken ?? '', 'POST', '/demo/session-clock', {
      body: { pass: code === '4004' ? 'idle' : 'lifetime' },
    });
  }
  // The server now refuses the browser's token with exactly this code.
  const res = await request.get('/api/auth/account', {
    params: { firmId: '1' },
    headers: { Token: browserToken ?? '' },
  });
  expect(((await res.json()) as { code: string }).code).toBe(code);
}

/** The re-login dialog. */
export const reloginDialog = (page: Page) => page.getByRole('dialog', { name: '请重新登录' });

/** Signs in inside the re-login dialog with the account's kind of form. */
export async function reloginAs(page: Page, who: OwnAccount): Promise<void> {
  const dialog = reloginDialog(page);
  await field(dialog, who.kind === 'lawyer' ? '手机号' : '账号').fill(who.login);
  await field(dialog, '密码').fill(who.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** What a user types into a form, and the check that the server holds exactly that. */
export interface LongForm {
  name: string;
  kind: 'admin' | 'lawyer';
  url: string;
  saveButton: string;
  /** The toast of a successful save. */
  success: string;
  /** Set-up before the user signs in (a recipient of their own). */
  prepare?(request: APIRequestContext): Promise<void>;
  /** A dialog form: opens it on the page at `url`; its locator scopes the fields. */
  open?(page: Page): Promise<void>;
  type(page: Page, tag: string): Promise<Record<string, string>>;
  /** Checks that the form still shows what was typed (while the re-login dialog is open). */
  stillShows?(page: Page, typed: Record<string, string>): Promise<void>;
  /** The values on the server, to compare with what was typed. */
  saved(request: APIRequestContext, token: string, typed: Record<string, string>): Promise<unknown>;
}

const editor = (page: Page) => page.getByRole('textbox', { name: '正文' });

/** 新增内容: title, summary and a two-paragraph rich-text body. */
export const contentForm: LongForm = {
  name: '新增内容',
  kind: 'admin',
  url: '/app/cms/add',
  saveButton: '提交',
  success: '保存成功',
  async type(page, tag) {
    const typed = {
      title: `会话超时${tag}`,
      summary: `摘要：登录过期时输入的内容${tag}，含“引号”与 emoji 😀`,
      p1: `第一段正文（${tag}）：律师事务所简介。`,
      p2: '第二段正文：联系电话 010-12345678，邮箱 a@b.cn。',
    };
    await field(page, '标题').fill(typed.title);
    await field(page, '摘要').fill(typed.summary);
    await editor(page).click();
    await page.keyboard.type(typed.p1);
    await page.keyboard.press('Enter');
    await page.keyboard.type(typed.p2);
    await expect(editor(page).locator('p')).toHaveCount(2);
    return typed;
  },
  async saved(request, token, typed) {
    const page = await api<{ records: Array<{ id: number }> }>(
      request,
      token,
      'GET',
      '/firmContent/list',
      { query: { title: typed.title, current: 1, size: 10 } },
    );
    expect(page.records.length, `content ${typed.title} saved once`).toBe(1);
    const item = await api<{ title: string; summary: string; body: string }>(
      request,
      token,
      'GET',
      `/firmContent/${page.records[0].id}`,
    );
    return { title: item.title, summary: item.summary, body: item.body };
  },
};

/** 名片信息 (the lawyer's own card, created here): name, 职务, mobile, WeChat and a long bio. */
export const cardForm: LongForm = {
  name: '名片信息',
  kind: 'lawyer',
  url: '/app/user/card',
  saveButton: '保存',
  success: '保存成功',
  async type(page, tag) {
    const typed = {
      name: `超时律师${tag}`,
      wechat: `wx_${tag}`,
      bio: `执业十年，专注刑事辩护与合规（${tag}）。\n第二行：咨询请先预约😀，周一至周五。`,
    };
    await field(page, '姓名').fill(typed.name);
    await chooseOption(page, formItem(page, '职务'), '合伙人');
    await field(page, '手机号').fill(uniqueMobile());
    await field(page, '微信号').fill(typed.wechat);
    await field(page, '个人简介').fill(typed.bio);
    return typed;
  },
  async saved(request, token) {
    const card = await api<{ name: string; wechat: string; bio: string } | null>(
      request,
      token,
      'GET',
      '/lawyer/card/cardInfoByLawyer',
    );
    return card && { name: card.name, wechat: card.wechat, bio: card.bio };
  },
};

/** 发送通知 (a dialog form on 人员管理) to a lawyer of the spec's own, read back as that lawyer. */
let recipient: OwnAccount | undefined;
const noticeDialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: '发送通知' }) });
/** A chosen value of a multiple select: its tag, titled with the option's label. */
export const chosen = (select: Locator, label: string) =>
  select.locator('.ant-select-selection-item').filter({ hasText: label });
export const noticeForm: LongForm = {
  name: '发送通知',
  kind: 'admin',
  url: '/app/lawyer',
  saveButton: '确定',
  success: '通知已发送',
  async prepare(request) {
    recipient = await newLawyer(request);
  },
  async open(page) {
    await page.getByRole('button', { name: '发送通知' }).click();
    await expect(noticeDialog(page)).toBeVisible();
  },
  async type(page, tag) {
    const form = noticeDialog(page);
    const to = formItem(form, '接收律师');
    const name = recipient?.name ?? '';
    // The options are searched on the server as the name is typed: a click that lands while the
    // answer redraws the list is lost (the new lawyer is also first in the unsearched list), so
    // pick again, as a user would, until the tag shows.
    await expect(async () => {
      await to.locator('.ant-select-selector').click();
      await to.locator('input[role=combobox]').fill(name);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle(name, { exact: true })
        .click();
      // What the user sees: the recipient is chosen (a tag in the field), before anything else.
      await expect(chosen(to, name)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const typed = {
      title: `所务通知${tag}`,
      content: `本周五下午三点开会（${tag}）。\n请带上案卷目录😀，“准时”到场。`,
    };
    await field(form, '通知标题').fill(typed.title);
    await field(form, '通知内容').fill(typed.content);
    return typed;
  },
  async stillShows(page, typed) {
    const form = noticeDialog(page);
    await expect(chosen(formItem(form, '接收律师'), recipient?.name ?? '')).toBeVisible();
    await expect(field(form, '通知标题')).toHaveValue(typed.title);
    await expect(field(form, '通知内容')).toHaveValue(typed.content);
  },
  async saved(request, _token, typed) {
    const token = await apiToken(request, recipient as OwnAccount);
    const list = await api<{ records: Array<{ id: number; title: string }> }>(
      request,
      token,
      'GET',
      '/message',
      { query: { current: 1, size: 20 } },
    );
    const mine = list.records.filter((m) => m.title === typed.title);
    expect(mine.length, `notice ${typed.title} arrived once`).toBe(1);
    const m = await api<{ title: string; content: string }>(
      request,
      token,
      'GET',
      `/message/${mine[0].id}`,
    );
    return { title: m.title, content: m.content };
  },
};

/** What the server should hold for what was typed into `form`. */
export const expected = (form: LongForm, typed: Record<string, string>): unknown =>
  form === contentForm
    ? { title: typed.title, summary: typed.summary, body: `<p>${typed.p1}</p><p>${typed.p2}</p>` }
    : typed;
