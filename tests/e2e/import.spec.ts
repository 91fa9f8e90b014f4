/**
 * 人员管理 → 导入: an admin downloads the template, uploads a 50-row sheet with 4 bad rows, reads
 * each problem in the preview, imports the 46 others with one initial password, and finds exactly
 * them in the list; the bad rows' lawyers are not created and the lawyer whose number was reused is
 * untouched. Then generated passwords, downloaded once, let a new lawyer sign in.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import {
  api,
  apiEnvelope,
  createCard,
  createLawyer,
  lawyerToken,
  submitCard,
  tokenOf,
} from './support/api';
import { dialog, searchList } from './support/screens';

test.use({ storageState: storageStateOf('admin') });

type Row = [string, string, string];

/** exceljs types its input as its own Buffer; Node's is what it reads. */
const asInput = (bytes: Buffer) => bytes as unknown as ArrayBuffer;

const xlsx = async (rows: Row[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow(['姓名', '手机号', '所属机构']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** Distinct new numbers (uniqueMobile may repeat within one sheet, rarely). */
const mobiles = (n: number) => {
  const out = new Set<string>();
  while (out.size < n) out.add(uniqueMobile());
  return [...out];
};

async function openImport(page: Page, rows: Row[]) {
  await page.goto('/app/lawyer');
  await page.getByRole('button', { name: '导入' }).click();
  const box = dialog(page, '导入');
  await expect(box).toBeVisible();
  await box.locator('input[type=file]').setInputFiles({
    name: '人员.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await xlsx(rows),
  });
  await expect(box.getByText('人员.xlsx')).toBeVisible();
  return box;
}

test('导入: the preview names each bad row, 46 of 50 are imported and nothing else changes', async ({
  page,
  request,
}) => {
  const prefix = unique('导');
  const numbers = mobiles(50);
  const rows: Row[] = numbers.map((m, i) => [
    `${prefix}${String(i + 1).padStart(2, '0')}`,
    m,
    '北京总所',
  ]);
  rows[10][1] = '1391234567'; // row 12: ten digits
  rows[20][1] = '13800000001'; // row 22: the demo lawyer 张伟's number
  rows[30][1] = rows[0][1]; // row 32: the first row's number again
  rows[40][2] = '火星分所'; // row 42: no such office
  const admin = tokenOf('admin');
  const zhangBefore = await api<{ records: Array<Record<string, unknown>> }>(
    request,
    admin,
    'GET',
    '/lawyer/pageList',
    {
      query: { current: 1, size: 10, mobile: '13800000001' },
    },
  );

  const box = await openImport(page, rows);
  // The template downloads with the form's headers.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    box.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/^人员导入模板-\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(asInput(await readFile(await template.path())));
  expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '姓名', '手机号', '所属机构']);

  await box.getByRole('button', { name: '预览' }).click();
  await expect(box.getByText('共 50 行：46 位可导入，4 行有问题，不会导入')).toBeVisible();
  const problems = box.getByRole('table', { name: '导入问题' });
  const problem = (row: number, column: string, message: string) =>
    expect(problems.getByRole('row').filter({ hasText: message })).toContainText(
      `${row}${column}${message}`,
    );
  await problem(12, '手机号', '请输入正确的11位手机号');
  await problem(22, '手机号', '手机号 13800000001 已存在');
  await problem(32, '手机号', '文件内重复（与第 2 行相同）');
  await problem(42, '所属机构', '所属机构「火星分所」不存在');
  await expect(problems.getByRole('row')).toHaveCount(1 + 4);

  await box.getByRole('textbox', { name: '初始密码' }).fill('Start2026');
  await box.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已导入 46 位，4 行有问题未导入')).toBeVisible();
  await page.getByRole('button', { name: '完成' }).click();

  await searchList(page, { 姓名: prefix });
  await expect(page.getByText('共 46 条')).toBeVisible();
  const imported = await api<{ records: Array<{ name: string; status: number }>; total: number }>(
    request,
    admin,
    'GET',
    '/lawyer/pageList',
    { query: { current: 1, size: 100, name: prefix } },
  );
  expect(imported.total).toBe(46);
  const names = imported.records.map((r) => r.name);
  for (const bad of [10, 20, 30, 40]) expect(names).not.toContain(rows[bad][0]);
  expect(imported.records.every((r) => r.status === 1)).toBe(true);
  // The lawyer whose number the sheet reused is as before.
  const zhangAfter = await api<{ records: Array<Record<string, unknown>> }>(
    request,
    admin,
    'GET',
    '/lawyer/pageList',
    {
      query: { current: 1, size: 10, mobile: '13800000001' },
    },
  );
  expect(zhangAfter.records).toEqual(zhangBefore.records);
  const login = await apiEnvelope(request, null, 'POST', '/auth/lawyerLogin', {
    body: { mobile: rows[1][1], password: 'Start2026' },
  });
  expect(login.code).toBe('200');
});

test('导入 with generated passwords: offered once as a download, and they sign in', async ({
  page,
  request,
}) => {
  const prefix = unique('导密');
  const [m1, m2] = mobiles(2);
  const box = await openImport(page, [
    [`${prefix}1`, m1, '上海分所'],
    [`${prefix}2`, m2, '北京总所'],
  ]);
  await box.getByRole('button', { name: '预览' }).click();
  await expect(box.getByText('共 2 行：2 位可导入')).toBeVisible();
  await box.getByRole('radio', { name: '为每人随机生成（导入后下载一次）' }).check();
  await box.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已导入 2 位')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载初始密码' }).click(),
  ]);
  await expect(page.getByRole('button', { name: '已下载初始密码' })).toBeDisabled();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(asInput(await readFile(await file.path())));
  const sheet = book.worksheets[0];
  const row = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
  const mine = row.find((r) => r[2] === m2)!;
  const login = await apiEnvelope(request, null, 'POST', '/auth/lawyerLogin', {
    body: { mobile: m2, password: String(mine[4]) },
  });
  expect(login.code).toBe('200');
});

test('名片 导入修改: an edited export updates the card, an approved one as a revision', async ({
  page,
  request,
}) => {
  const admin = tokenOf('admin');
  const name = unique('往返');
  const mobile = uniqueMobile();
  const lawyerId = await createLawyer(request, admin, { name, mobile });
  const id = await createCard(request, admin, { lawyerId, name, mobile, title: '律师' });
  await submitCard(request, await lawyerToken(request, mobile), id);
  await api(request, admin, 'PUT', '/lawyer/card/adminAuditCard', {
    body: { id, result: 'approve' },
  });

  // The export of this one card, 职务 changed in "Excel".
  const res = await request.get('/api/lawyer/card/export', {
    params: { firmId: 1, name },
    headers: { Token: admin },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(asInput(await res.body()));
  const sheet = book.worksheets[0];
  const header = sheet.getRow(1).values as unknown[];
  expect(header).toContain('名片ID');
  sheet.getRow(2).getCell(header.indexOf('职务')).value = '合伙人';
  const edited = Buffer.from(await book.xlsx.writeBuffer());

  await page.goto('/app/card');
  await page.getByRole('button', { name: '导入修改' }).click();
  const box = dialog(page, '导入修改');
  await box
    .locator('input[type=file]')
    .setInputFiles({ name: '名片.xlsx', mimeType: 'application/octet-stream', buffer: edited });
  await box.getByRole('button', { name: '预览' }).click();
  await expect(box.getByText('共 1 行：1 张可更新')).toBeVisible();
  await box.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已更新 1 张')).toBeVisible();
  await page.getByRole('button', { name: '完成' }).click();

  const card = await api<{ title: string; status: number; published: { title: string } | null }>(
    request,
    admin,
    'GET',
    `/lawyer/card/cardInfo/${id}`,
  );
  expect(card.title).toBe('合伙人');
  // Still public as approved; the change waits as a revision.
  expect(card.status).toBe(0);
  expect(card.published?.title).toBe('律师');
});
