/**
 * Session expiry mid-form (docs/security.md, suite 8). A user types into a long form; meanwhile the
 * server ends the session for real (4003: the account's password is changed from another session;
 * 4004: the session goes idle past the limit; 4008: it passes its 7-day lifetime — both through
 * the demo session clock). Three forms: 新增内容 (a page), 名片信息 (own record, with a draft)
 * and 发送通知 (a dialog). 保存 then opens a re-login dialog on the same URL; signing in again
 * replays the save and the server holds exactly what was typed. Also: closing the dialog keeps
 * the page and the text, another account signing in gives the save up and goes home, and drafts
 * are per user and wiped on 退出登录. Accounts are the spec's own (the demo sessions stay).
 *
 * Every test makes its own accounts (and the notice its own recipient), so none depends on
 * another: a failure ends only its own test, and the rest of the file still runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { USERINFO_KEY } from './support/accounts';
import { apiEnvelope } from './support/api';
import { login, tokenCookie } from './support/session';
import {
  REASON,
  apiToken,
  cardForm,
  contentForm,
  noticeForm,
  endSession,
  expected,
  newAdmin,
  newLawyer,
  reloginAs,
  reloginDialog,
  type Code,
  type LongForm,
  type OwnAccount,
} from './support/session-expiry';
import { field } from './support/ui';
import { expectToastShown, recordToasts } from './support/toasts';

const CODES: Code[] = ['4003', '4004', '4008'];
const FORMS: LongForm[] = [contentForm, cardForm, noticeForm];
const tally = { replayed: 0, lost: 0 };

// Toasts are checked from the page's own record of them (support/toasts.ts): under load a 3 s
// toast could come and go while the accessibility guard held the assertion up.
test.beforeEach(({ page }) => recordToasts(page));

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tenant-admin:draft:')));

/** Opens the form (by its URL, then its dialog if it is one) and waits for its save button. */
async function openForm(page: Page, form: LongForm) {
  await page.goto(form.url);
  await expect(page).toHaveURL(new RegExp(`${form.url}$`));
  await form.open?.(page);
  await expect(saveButton(page, form)).toBeVisible();
}

const saveButton = (page: Page, form: LongForm) =>
  page.getByRole('button', { name: form.saveButton, exact: true });

for (const form of FORMS) {
  for (const code of CODES) {
    test(`${code}: ${form.name} — re-login dialog, save replayed, exactly the typed text saved`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const who: OwnAccount =
        form.kind === 'admin' ? await newAdmin(request) : await newLawyer(request);
      await form.prepare?.(request);
      await login(page, who);
      await openForm(page, form);
      const typed = await form.type(page, `${code}${who.login.slice(-4)}`);

      await endSession(request, context, who, code);
      await saveButton(page, form).click();
      const dialog = reloginDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(REASON[code])).toBeVisible();
      // Still on the form, nothing said about leaving, the text still there.
      await page.waitForTimeout(2500); // longer than the old 2 s redirect delay
      await expect(page).toHaveURL(new RegExp(`${form.url}$`));
      await expect(dialog).toBeVisible();
      await form.stillShows?.(page, typed);

      if (form === cardForm && code === '4004') {
        // Closing the dialog keeps the page and what was typed; 保存 again asks again.
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expectToastShown(page, '尚未保存：请重新登录后再次保存');
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${form.url}$`));
        await expect(field(page, '个人简介')).toHaveValue(typed.bio);
        await saveButton(page, form).click();
        await expect(dialog).toBeVisible();
      }

      await reloginAs(page, who);
      await expectToastShown(page, form.success);
      await expect(dialog).toBeHidden();
      const token = await apiToken(request, who);
      const onServer = await form.saved(request, token, typed);
      const same = JSON.stringify(onServer) === JSON.stringify(expected(form, typed));
      if (same) tally.replayed += 1;
      else tally.lost += 1;
      expect(onServer).toEqual(expected(form, typed));
      // A replayed save clears its draft like any other save.
      expect(await drafts(page)).toEqual([]);
    });
  }
}

test('another account signing in through the dialog: nothing saved, its home, no draft left', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await newLawyer(request);
  const b = await newLawyer(request);
  await login(page, a);
  await openForm(page, cardForm);
  await cardForm.type(page, `switch${a.login.slice(-4)}`);
  expect((await drafts(page)).length, 'the card form keeps a draft of A').toBe(1);
  await endSession(request, context, a, '4004');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(reloginDialog(page)).toBeVisible();
  await reloginAs(page, b);
  await expectToastShown(page, `已切换为 ${b.name}`);
  await expect(page).toHaveURL(/\/app\/user\/dashboard$/);
  await expect(page.getByText(`你好，${b.name}`)).toBeVisible();
  // A's typed text was not saved under anyone, and no longer sits in the browser.
  expect(await cardForm.saved(request, await apiToken(request, a), {})).toBeNull();
  expect(await cardForm.saved(request, await apiToken(request, b), {})).toBeNull();
  expect(await drafts(page)).toEqual([]);
});

test('drafts are per user and wiped on 退出登录, which ends the session on the server too', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await newLawyer(request);
  const b = await newLawyer(request);
  await login(page, a);
  await openForm(page, cardForm);
  await cardForm.type(page, `draft${a.login.slice(-4)}`);
  expect(await drafts(page)).toHaveLength(1);
  const token = (await tokenCookie(context))?.value ?? '';

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await drafts(page)).toEqual([]);
  expect(await page.evaluate((k) => localStorage.getItem(k), USERINFO_KEY)).toBeNull();
  // The server-side logout: the token A had is refused from now on, not in 2 hours.
  expect((await apiEnvelope(request, token, 'GET', '/auth/account')).code).toBe('4003');

  // B on the same browser: an empty card form, no draft offered.
  await login(page, b);
  await openForm(page, cardForm);
  await expect(field(page, '姓名')).toHaveValue('');
  await expect(page.getByText('发现未保存的草稿')).toHaveCount(0);
  // And A, back again, finds nothing either: the draft went with the logout.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await login(page, a);
  await openForm(page, cardForm);
  await expect(field(page, '姓名')).toHaveValue('');
  await expect(page.getByText('发现未保存的草稿')).toHaveCount(0);
});

test.afterAll(() => {
  // Printed only when replay tests ran in this worker (a filtered run prints nothing
  // misleading); after a failure the rest of the file goes on in a fresh worker, which counts
  // its own, so the line says how many of the replays it saw.
  const seen = tally.replayed + tally.lost;
  if (seen === 0) return;
  const all = CODES.length * FORMS.length;
  console.log(
    seen === all
      ? `session expiry: ${CODES.length} codes × ${FORMS.length} forms replayed, ${tally.lost} lost`
      : `session expiry: ${seen} of ${all} replays checked in this worker, ${tally.lost} lost`,
  );
});
