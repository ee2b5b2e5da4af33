/** Password sign-in through the web app's login form, as every end-to-end test starts. */
import type { Page } from 'playwright-core';
import { waitForPath, waitForText } from './browser';

/**
 * Fills the login form and submits it (the caller checks what follows). The tenant field is always set, empty for the
 * default tenant: the login page remembers the last tenant in this browser.
 */
export async function submitPasswordLogin(page: Page, userName: string, password: string, tenantName = '') {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-tenant').fill(tenantName);
  await page.getByTestId('login-submit').click();
}

/** Signs in from the login page and waits for the home page: the user's name in the header when given. */
export async function signIn(
  page: Page,
  account: { userName: string; password: string; name?: string; tenantName?: string },
) {
  await page.goto('/user/login');
  await submitPasswordLogin(page, account.userName, account.password, account.tenantName);
  await waitForPath(page, '/analysis');
  if (account.name) await waitForText(page.getByTestId('current-user-name'), account.name);
  else await page.getByTestId('basic-layout').waitFor();
}
