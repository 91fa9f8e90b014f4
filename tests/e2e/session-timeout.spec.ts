import { expect, test } from './support/test';
import { USERINFO_KEY } from './support/accounts';
import { tokenCookie } from './support/session';

test('a bad token makes the API answer 4003: 登录超时, cookie cleared, back to /login', async ({
  page,
  context,
  baseURL,
}) => {
  // The message shows for the 2 s before the console leaves the page, and a settled-screen scan
  // (support/test.ts) before a web-first assertion can take longer than that: the page reports
  // each message it shows, and the test reads the report.
  const shown: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('message: ')) shown.push(m.text().slice('message: '.length));
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.ant-message-notice-content:not([data-seen])')) {
        el.setAttribute('data-seen', '');
        console.log(`message: ${el.textContent ?? ''}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
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

  // Whichever call goes first (the list, the user's info, …) is refused with code 4003.
  const refused = page.waitForResponse(async (r) => {
    if (!r.url().includes('/api/')) return false;
    const body = (await r.json().catch(() => null)) as { code?: string } | null;
    return body?.code === '4003';
  });
  await page.goto('/app/office');
  await refused;

  await expect.poll(() => shown).toContain('登录超时，请重新登录');
  await expect.poll(async () => (await tokenCookie(context))?.value ?? null).toBeNull();
  // About 2 s later the console goes to / and from there to /login.
  await expect(page).toHaveURL(/\/login$/);
});
