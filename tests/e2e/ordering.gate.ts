/**
 * The ordering gates of playwright.config.ts (after-main, before-xss): each stands between the
 * specs before it and the teardown projects after it (xss, settings), so those wait for the
 * others to finish without needing them to pass. The check itself is real: the server the
 * earlier specs used still answers.
 */
import { expect, test } from './support/test';

test('the server still answers after the specs before this point', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { data?: { database?: string } }).data?.database).toBe('ok');
});
