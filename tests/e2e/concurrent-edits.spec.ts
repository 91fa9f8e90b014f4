// Concurrent edits (docs/security.md, suite 7): while the admin edits an office, another admin
// saves it through the API; the admin's save opens 内容已被他人修改 naming them, 对比 shows both values,
// 保留我的修改 saves over theirs and 重新加载 shows theirs. A double-clicked 提交 / 确定 on a create
// form sends one request and makes one row. Every record here is this spec's own.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { api, tokenOf } from './support/api';
import { expectToast, field, formItem, tableRow } from './support/ui';

test.use({ storageState: storageStateOf('admin') });

/** A second admin (level 2, Beijing: every office in scope) signed in through the API. */
async function otherAdmin(request: APIRequestContext) {
  const username = unique('ce').slice(0, 20);
  const name = `并发${username.slice(-4)}`;
  const password = 'Concurrent2026';
  await api(request, tokenOf('admin'), 'POST', '/firmAccessUser/add', {
    body: { username, name, mobile: uniqueMobile(), password, status: 1, organizationId: 1 },
  });
  const res = await request.post('/api/auth/firmAccessUserLogin', {
    form: { username, password, firmId: '1' },
  });
  const body = (await res.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('200');
  return { name, token: body.data.token };
}

interface Office {
  id: number;
  name: string;
  contact: string | null;
  status: number;
  version: number;
}

const officeInfo = (request: APIRequestContext, id: number) =>
  api<Office>(request, tokenOf('admin'), 'GET', '/firmOrganization/firmOrganizationInfo', {
    query: { id },
  });

/** The other admin changes 负责人 through the API, from the version the page loaded. */
async function changeContact(
  request: APIRequestContext,
  token: string,
  id: number,
  contact: string,
) {
  const o = await officeInfo(request, id);
  await api(request, token, 'POST', '/firmOrganization/update', {
    body: { id, name: o.name, status: o.status, contact, version: o.version },
  });
}

async function openOffice(page: Page, id: number) {
  await page.goto(`/app/office/${id}/detail`);
  await expect(field(page, '机构名称')).toBeVisible();
}

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: '内容已被他人修改' });

test('a stale save names who changed it; compare, keep mine, or reload', async ({
  page,
  request,
}) => {
  const other = await otherAdmin(request);
  const name = unique('并发机构');
  const { id } = await api<{ id: number }>(
    request,
    tokenOf('admin'),
    'POST',
    '/firmOrganization/add',
    { body: { name, contact: '原负责人', status: 1 } },
  );

  // Round 1: 对比, then 保留我的修改.
  await openOffice(page, id);
  await expect(field(page, '负责人')).toHaveValue('原负责人');
  await field(page, '负责人').fill('我的负责人');
  await changeContact(request, other.token, id, '他的负责人');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const dialog = conflictDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${other.name} 于`);
  // No toast: the dialog says it; the form keeps what was typed.
  await expect(page.locator('.ant-message').getByText('内容已被他人修改')).toHaveCount(0);
  await dialog.getByRole('button', { name: '对比' }).click();
  const row = tableRow(dialog, '负责人');
  await expect(row).toContainText('我的负责人');
  await expect(row).toContainText('他的负责人');
  await expect(dialog.getByRole('columnheader', { name: '我的修改' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: '当前内容' })).toBeVisible();
  await expect(tableRow(dialog, '机构名称')).toHaveCount(0);
  await dialog.getByRole('button', { name: '保留我的修改' }).click();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
  await field(page.locator('form').first(), '机构名称').fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(tableRow(page, name)).toContainText('我的负责人');
  expect((await officeInfo(request, id)).contact).toBe('我的负责人');

  // Round 2: 重新加载 shows the other admin's value and drops mine.
  await openOffice(page, id);
  await field(page, '负责人').fill('我的第二次修改');
  await changeContact(request, other.token, id, '他的第二次修改');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(conflictDialog(page)).toContainText(other.name);
  await conflictDialog(page).getByRole('button', { name: '重新加载' }).click();
  await expect(conflictDialog(page)).toHaveCount(0);
  await expect(field(page, '负责人')).toHaveValue('他的第二次修改');
  // The reloaded form saves from the current version: no second conflict.
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expectToast(page, '保存成功');
  expect((await officeInfo(request, id)).contact).toBe('他的第二次修改');
});

/**
 * Counts the requests to `path` the page sends, and holds each for a moment before the server
 * sees it: a slow network, so a second click lands while the first save is still in flight.
 */
const countRequests = async (page: Page, path: string) => {
  const seen = { n: 0 };
  await page.route(`**/api${path}*`, async (route) => {
    if (route.request().method() !== 'GET') seen.n += 1;
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  return seen;
};

test('a double-clicked 提交 on 新增机构 creates one office', async ({ page, request }) => {
  const name = unique('双击机构');
  const adds = await countRequests(page, '/firmOrganization/add');
  await page.goto('/app/office/create');
  await field(page, '机构名称').fill(name);
  await formItem(page, '状态').getByText('启用', { exact: true }).click();
  await page.getByRole('button', { name: '提交', exact: true }).dblclick();
  await expectToast(page, '保存成功');
  await expect(page).toHaveURL(/\/app\/office(\?.*)?$/);
  const list = await api<{ total: number }>(
    request,
    tokenOf('admin'),
    'GET',
    '/firmOrganization/pageList',
    { query: { name } },
  );
  expect(list.total).toBe(1);
  expect(adds.n).toBe(1);
});

test('a double-clicked 确定 in 新增专业领域 creates one area', async ({ page, request }) => {
  const name = unique('双击领域').slice(0, 20);
  const adds = await countRequests(page, '/selfProfessional/add');
  await page.goto('/app/profession');
  await page.getByRole('button', { name: '新增专业领域' }).click();
  const add = page.getByRole('dialog', { name: '新增专业领域' });
  await field(add, '名称').fill(name);
  await add.getByRole('button', { name: '确定', exact: true }).dblclick();
  await expect(add).toHaveCount(0);
  const list = await api<{ total: number }>(
    request,
    tokenOf('admin'),
    'GET',
    '/selfProfessional/list',
    { query: { name } },
  );
  expect(list.total).toBe(1);
  expect(adds.n).toBe(1);
});

test('a settings page keeps what was typed on a stale save and can keep it', async ({
  page,
  request,
}) => {
  // Another session of the main admin (分享封面 is the main admin's alone) saves meanwhile.
  const res = await request.post('/api/auth/firmAccessUserLogin', {
    form: { username: 'admin', password: 'Admin@2026', firmId: '1' },
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const mine = unique('我的标题').slice(0, 20);
  const theirs = unique('他的标题').slice(0, 20);
  await page.goto('/app/conf/miniprogram-share');
  await field(page, '分享标题').fill(mine);
  const now = await api<{ version: number }>(request, token, 'GET', '/firmConf/shareCover');
  await api(request, token, 'PUT', '/firmConf/shareCover', {
    body: { title: theirs, version: now.version },
  });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = conflictDialog(page);
  await expect(dialog).toContainText('王明德 于');
  await dialog.getByRole('button', { name: '对比' }).click();
  await expect(tableRow(dialog, '分享标题')).toContainText(mine);
  await expect(tableRow(dialog, '分享标题')).toContainText(theirs);
  await expect(field(page, '分享标题')).toHaveValue(mine);
  await dialog.getByRole('button', { name: '保留我的修改' }).click();
  await expectToast(page, '保存成功');
  await expect(field(page, '分享标题')).toHaveValue(mine);
  const saved = await api<{ title: string }>(request, token, 'GET', '/firmConf/shareCover');
  expect(saved.title).toBe(mine);
});
