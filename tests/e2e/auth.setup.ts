/**
 * Signs each demo account in once through the login page and saves its browser state (token
 * cookie + userinfo in localStorage), so the other specs start signed in without logging in again.
 */
import { test as setup } from './support/test';
import { ROLES, saveSignedIn } from './support/signed-in';

for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await saveSignedIn(page, role);
  });
}
