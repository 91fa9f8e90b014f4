/**
 * Signs each demo account in once through the login page and saves its browser state (token
 * cookie + userinfo in localStorage), so the other specs start signed in without logging in again.
 */
import { expect, test as setup } from './support/test';
import { accounts, storageStateOf, type Role } from './support/accounts';
import { login, storedUserinfo } from './support/session';

for (const role of ['admin', 'branch', 'lawyer'] as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await login(page, accounts[role]);
    const info = await storedUserinfo(page);
    expect(info?.name, 'userinfo.name in localStorage').toBeTruthy();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
