/**
 * Stored-XSS payloads in a content body and in a card bio must never run or reach the DOM as
 * live markup: the body is sanitised (server and editor), the bio is shown as text.
 */
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf, unique, uniqueMobile } from './support/accounts';
import { api, createCard, createLawyer, tokenOf } from './support/api';
import { field } from './support/ui';

const IMG = '<img src=x onerror=alert(1)>';
const LINK = '<a href="javascript:alert(1)">x</a>';

test.use({ storageState: storageStateOf('admin') });

/** Fails the test on any dialog (alert/confirm/prompt) the page opens. */
function failOnDialog(page: Page) {
  const seen: string[] = [];
  page.on('dialog', async (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    await d.dismiss();
  });
  return seen;
}

/** Elements with an inline onerror handler and anchors whose href is a javascript: URL. */
const liveMarkup = (page: Page) =>
  page.evaluate(() => ({
    onerror: [...document.querySelectorAll('[onerror]')].map((e) => e.outerHTML),
    jsLinks: [...document.querySelectorAll('a[href]')]
      .filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? ''))
      .map((a) => a.outerHTML),
  }));

test('a content body with script payloads is stored and shown harmlessly', async ({
  page,
  request,
}) => {
  const dialogs = failOnDialog(page);
  const title = unique('XSS内容');
  const token = tokenOf('admin');
  const { id } = await api<{ id: number }>(request, token, 'POST', '/firmContent', {
    body: { title, body: `<p>安全正文</p>${IMG}${LINK}`, sort: 0 },
  });
  const stored = await api<{ body: string }>(request, token, 'GET', `/firmContent/${id}`);
  expect(stored.body).not.toMatch(/onerror/i);
  expect(stored.body).not.toMatch(/javascript:/i);

  await page.goto(`/app/cms/${id}`);
  await expect(field(page, '标题')).toHaveValue(title);
  const editor = page.getByRole('textbox', { name: '正文' });
  await expect(editor).toContainText('安全正文');
  // Give a broken image time to fire its error event.
  await page.waitForLoadState('networkidle');
  expect(await liveMarkup(page)).toEqual({ onerror: [], jsLinks: [] });
  expect(dialogs).toEqual([]);
});

test('a card bio with script payloads appears literally as text', async ({ page, request }) => {
  const dialogs = failOnDialog(page);
  const token = tokenOf('admin');
  const name = unique('XSS律师');
  const mobile = uniqueMobile();
  const lawyerId = await createLawyer(request, token, { name, mobile });
  const bio = `${IMG}\n${LINK}`;
  const cardId = await createCard(request, token, { lawyerId, name, mobile, bio });

  await page.goto(`/app/card/detail/${cardId}`);
  const phone = page.getByRole('figure', { name: '名片预览' });
  await expect(phone.getByText(name, { exact: true })).toBeVisible();
  const bioBox = phone.locator('.card-preview-bio');
  await expect(bioBox).toHaveText(bio, { useInnerText: false });
  await expect(bioBox.locator('img, a')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await liveMarkup(page)).toEqual({ onerror: [], jsLinks: [] });

  // The edit form shows it as the textarea's value, not as markup.
  await page.goto(`/app/card/edit/${cardId}`);
  await expect(field(page, '个人简介')).toHaveValue(bio);
  expect(await liveMarkup(page)).toEqual({ onerror: [], jsLinks: [] });
  expect(dialogs).toEqual([]);
});
