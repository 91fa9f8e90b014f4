import { expect, test } from '@playwright/test';
import { USERINFO_KEY } from './support/accounts';
import { tokenCookie } from './support/session';
import { toast } from './support/ui';

test('a bad token makes the API answer 4003: 登录超时, cookie cleared, back to /login', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/login');
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ name: '过期用户', auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN'] }),
      ),
    USERINFO_KEY,
  );
  await context.addCookies([{ name: 'token', value: 'garbage-token-e2e', url: baseURL ?? '' }]);

  const apiAnswer = page.waitForResponse((r) => r.url().includes('/api/firmOrganization/pageList'));
  await page.goto('/app/office');
  const body = (await (await apiAnswer).json()) as { code?: string };
  expect(body.code).toBe('4003');

  await expect(toast(page, '登录超时，请重新登录').first()).toBeVisible();
  await expect.poll(async () => (await tokenCookie(context))?.value ?? null).toBeNull();
  // About 2 s later the console goes to / and from there to /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
});
