/**
 * The card in the client's hand, and the numbers behind it: two fresh published cards of two
 * offices. A visitor's phone (390×844) opens card A from its QR code — tappable tel: and mailto:
 * links, 存入通讯录 downloads a vCard a parser reads back, 分享名片 copies the link — and a known
 * number of further views (by source), calls, shares and map taps is sent to both cards; a bot's
 * events add nothing. 数据概览 (the main admin: both cards; 上海's level-3 admin: card B only),
 * 名片详情 and 我的名片 then show exactly those numbers.
 */
import { readFileSync } from 'node:fs';
import vCard from 'vcf';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import {
  api,
  createCard,
  createLawyer,
  FIRM_ID,
  submitCard,
  TEST_PASSWORD,
  tokenOf,
} from './support/api';
import { login } from './support/session';

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
const a = { name: unique('名片甲'), mobile: uniqueMobile(), office: 1, officeName: '北京总所' };
const b = { name: unique('名片乙'), mobile: uniqueMobile(), office: 2, officeName: '上海分所' };
const ids = { a: 0, b: 0 };

const publish = async (
  request: APIRequestContext,
  card: typeof a,
  extra: Record<string, unknown>,
) => {
  const admin = tokenOf('admin');
  const lawyerId = await createLawyer(request, admin, {
    name: card.name,
    mobile: card.mobile,
    organizationId: card.office,
  });
  const id = await createCard(request, admin, {
    lawyerId,
    name: card.name,
    mobile: card.mobile,
    organizationId: card.office,
    ...extra,
  });
  await submitCard(request, admin, id);
  await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
    body: { id, result: 'approve' },
  });
  return id;
};

const report = async (
  request: APIRequestContext,
  cardId: number,
  type: string,
  n: number,
  source?: string,
  userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36',
) => {
  for (let i = 0; i < n; i++) {
    const res = await request.post('/api/cardEvent', {
      headers: { 'user-agent': userAgent },
      data: { firmId: FIRM_ID, cardId, type, ...(source ? { source } : {}) },
    });
    expect(((await res.json()) as { code: string }).code).toBe('200');
  }
};

/** The event the page reports for an action, answered. */
const reported = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/cardEvent') && r.ok());

test.beforeAll(async ({ request }) => {
  ids.a = await publish(request, a, {
    title: '合伙人',
    email: 'card-a@example.cn',
    address: '建国门外大街1号',
  });
  ids.b = await publish(request, b, { title: '律师' });
});

test('the public card works on a phone: tel:, mailto:, vCard, share', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: PHONE,
    storageState: { cookies: [], origins: [] },
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const viewed = reported(page);
  await page.goto(`/card/${ids.a}?from=qr`);
  await viewed;
  const card = page.getByRole('article', { name: `${a.name}的名片` });
  await expect(card.getByRole('heading', { level: 1 })).toContainText(a.name);
  await expect(page).toHaveTitle(new RegExp(a.name));
  // Full width, no sideways scroll, no phone picture inside the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await card.boundingBox())?.width).toBeGreaterThan(380);
  // The smallest phones too.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(PHONE);

  await expect(card.getByRole('link', { name: a.mobile })).toHaveAttribute(
    'href',
    `tel:${a.mobile}`,
  );
  await expect(card.getByRole('link', { name: '拨打电话' })).toHaveAttribute(
    'href',
    `tel:${a.mobile}`,
  );
  await expect(card.getByRole('link', { name: 'card-a@example.cn' })).toHaveAttribute(
    'href',
    'mailto:card-a@example.cn',
  );
  await expect(card.getByRole('link', { name: '导航到律所' })).toHaveAttribute(
    'href',
    /^https:\/\/uri\.amap\.com\/search\?keyword=/,
  );

  const saved = reported(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: '存入通讯录' }).click(),
  ]);
  await saved;
  expect(file.suggestedFilename()).toBe(`${a.name}.vcf`);
  const [contact] = vCard.parse(readFileSync(await file.path(), 'utf8'));
  const value = (key: string) => {
    const p = contact.get(key);
    return (Array.isArray(p) ? p[0] : p)?.valueOf();
  };
  expect(value('fn')).toBe(a.name);
  expect(value('org')).toMatch(new RegExp(`;${a.officeName}$`));
  expect(value('title')).toBe('合伙人');
  expect(value('tel')).toBe(a.mobile);

  // No share sheet in this browser: the link is copied instead.
  const shared = reported(page);
  await card.getByRole('button', { name: '分享名片' }).click();
  await shared;
  await expect(page.getByRole('status')).toHaveText('名片链接已复制，可粘贴发送');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/card/${ids.a}?from=share`,
  );
  await context.close();
});

test('events sent to two cards; a bot adds nothing', async ({ request }) => {
  await report(request, ids.a, 'view', 2, 'qr');
  await report(request, ids.a, 'view', 3, 'link');
  await report(request, ids.a, 'call', 2);
  await report(request, ids.b, 'view', 4, 'share');
  await report(request, ids.b, 'call', 1);
  await report(request, ids.b, 'map', 1);
  const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  await report(request, ids.a, 'view', 3, 'qr', bot);
  await report(request, ids.b, 'save', 2, undefined, bot);
});

// 浏览, 访客, 存入通讯录, 拨打电话, 分享, 导航: the phone (1 QR view, a save, a share) plus the API
// (5 more views from one other visitor, 2 calls) for A; the API alone (one visitor) for B.
const numbersA = ['6', '2', '1', '2', '1', '0'];
const numbersB = ['4', '1', '0', '1', '0', '1'];

const topRow = (page: Page, name: string) =>
  page.getByRole('table', { name: '浏览最多的名片' }).getByRole('row').filter({ hasText: name });

test('数据概览 shows the main admin both cards, exactly', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  const page = await context.newPage();
  await page.goto('/app/stats');
  await expect(topRow(page, a.name).getByRole('cell')).toHaveText([
    a.name,
    a.officeName,
    ...numbersA,
  ]);
  await expect(topRow(page, b.name).getByRole('cell')).toHaveText([
    b.name,
    b.officeName,
    ...numbersB,
  ]);
  await expect(page.getByRole('img', { name: '每日趋势图' })).toBeVisible();

  await page.goto(`/app/card/detail/${ids.a}`);
  await expect(
    page.getByRole('list', { name: '近 7 天名片数据' }).getByRole('listitem'),
  ).toHaveText([
    `浏览${numbersA[0]}`,
    `访客${numbersA[1]}`,
    `存入通讯录${numbersA[2]}`,
    `拨打电话${numbersA[3]}`,
  ]);
  await context.close();
});

test('数据概览 shows 上海分所’s admin their office’s card only', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('branch') });
  const page = await context.newPage();
  await page.goto('/app/stats');
  await expect(topRow(page, b.name).getByRole('cell')).toHaveText([
    b.name,
    b.officeName,
    ...numbersB,
  ]);
  await expect(topRow(page, a.name)).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: '各机构名片数据' })
      .getByRole('row')
      .filter({ hasText: '北京总所' }),
  ).toHaveCount(0);
  await context.close();
});

test('我的名片 shows the lawyer their own numbers', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await login(page, {
    role: 'lawyer',
    kind: 'lawyer',
    login: a.mobile,
    password: TEST_PASSWORD,
    home: '/app/user/dashboard',
  });
  await expect(
    page.getByRole('list', { name: '近 7 天名片数据' }).getByRole('listitem'),
  ).toHaveText([
    `浏览${numbersA[0]}`,
    `访客${numbersA[1]}`,
    `存入通讯录${numbersA[2]}`,
    `拨打电话${numbersA[3]}`,
  ]);
  await expect(page.getByRole('img', { name: /^近 30 天浏览趋势：共 6 次浏览/ })).toBeVisible();
  await context.close();
});
