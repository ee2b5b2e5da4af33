/**
 * Sign-in end to end, in headless Chromium against the whole platform (API, identity server, built web app):
 * password sign-in and logout, single sign-on through the identity server's own page, and the 404 page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { inSession, launchBrowser, openHoverMenu, screenshot, waitForPath, waitForText } from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn, submitPasswordLogin } from './support/sign-in';

const SYSTEM_NAME = '质量信息系统';
const COMPANY_NAME = '苏州恒信精密机械有限公司';
const ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin@123', name: '系统管理员' },
  zhangwei: { userName: 'zhangwei', password: 'Quality@123', name: '张伟' },
  wangfang: { userName: 'wangfang', password: 'Viewer@123', name: '王芳' },
} as const;

const TOKEN_COOKIE = 'Access-Tokens';
const SEVEN_DAYS_S = 7 * 24 * 3600;
const TEST_TIMEOUT_MS = 900_000;

let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser };
}

/** GET /qis/api/app/user/currentUserInfo with only the given bearer token (no cookie): the HTTP status. */
async function currentUserStatus(token: string): Promise<number> {
  const response = await fetch(`${env().baseUrl}/qis/api/app/user/currentUserInfo`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function accessTokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
}

/** The single-sign-on access token the page keeps (local storage, `{ value, expire }`; renewed by refresh). */
async function ssoAccessToken(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'));
  return raw ? (JSON.parse(raw) as { value: string }).value : undefined;
}

/** Logs out through the avatar menu and its confirmation; an identity-server confirmation is accepted too. */
async function logOut(page: Page) {
  // A click that lands while the hover menu is still animating in can be lost on a loaded machine: open it again.
  for (let attempt = 1; ; attempt += 1) {
    await openHoverMenu(page, page.getByTestId('avatar-menu'), page.getByTestId('logout-button'));
    await page.getByTestId('logout-button').click();
    try {
      await page.getByTestId('logout-confirm').waitFor({ state: 'visible', timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByTestId('logout-confirm').click();
  const identityConfirm = page.getByRole('button', { name: '确定退出' });
  await identityConfirm.or(page.getByTestId('login-submit')).first().waitFor({ state: 'visible' });
  if (await identityConfirm.isVisible()) {
    await screenshot(page, 'identity-logout-confirm');
    await identityConfirm.click();
  }
  await waitForPath(page, '/user/login');
  await page.getByTestId('login-submit').waitFor({ state: 'visible' });
}

describe('sign-in', () => {
  before(
    async () => {
      platform = await startPlatform();
      browser = await launchBrowser();
    },
    { timeout: 900_000 },
  );

  after(
    async () => {
      await browser?.close().catch((error: unknown) => console.error('closing the browser failed', error));
      await platform?.stop();
    },
    { timeout: 120_000 },
  );

  test('password sign-in, reload, logout and token revocation', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'password-sign-in', async ({ page }) => {
      await page.goto('/');
      await waitForPath(page, '/user/login');
      await waitForText(page.getByTestId('system-name'), SYSTEM_NAME);
      await waitForText(page.getByTestId('company-name'), new RegExp(COMPANY_NAME));

      // A wrong password: the server's Chinese message is shown and the user stays on the login page.
      await submitPasswordLogin(page, ACCOUNTS.admin.userName, 'Wrong@123');
      const message = await waitForText(page.getByText(/用户名或密码错误/), /^用户名或密码错误/);
      assert.match(message, /^用户名或密码错误(，还可尝试\d+次)?$/);
      assert.equal(new URL(page.url()).pathname, '/user/login');
      assert.equal(await accessTokenCookie(page), undefined, 'no token after a failed sign-in');

      const signedInFrom = Date.now() / 1000;
      await submitPasswordLogin(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
      await waitForPath(page, '/analysis');
      const signedInBy = Date.now() / 1000;
      await waitForText(page.getByTestId('current-user-name'), ACCOUNTS.admin.name);
      await waitForText(page.getByTestId('analysis-greeting'), new RegExp(`${ACCOUNTS.admin.name}$`));

      // The token cookie is kept 7 days, set by the server out of the page's reach (httpOnly, same site only).
      const cookie = await accessTokenCookie(page);
      assert.ok(cookie?.value, `the ${TOKEN_COOKIE} cookie is set`);
      assert.equal(cookie.path, '/');
      assert.equal(cookie.httpOnly, true, 'page JavaScript cannot read the token cookie');
      assert.equal(cookie.sameSite, 'Strict');
      assert.ok(!(await page.evaluate(() => document.cookie)).includes(TOKEN_COOKIE), 'document.cookie has no token');
      assert.ok(
        cookie.expires >= signedInFrom + SEVEN_DAYS_S - 120 && cookie.expires <= signedInBy + SEVEN_DAYS_S + 120,
        `the cookie expires in about 7 days (expires ${new Date(cookie.expires * 1000).toISOString()})`,
      );
      const token = decodeURIComponent(cookie.value);
      assert.equal(await currentUserStatus(token), 200, 'the token is accepted while signed in');

      // A reload keeps the session (and clears the earlier error toast for the screenshot).
      await page.reload();
      await waitForPath(page, '/analysis');
      await waitForText(page.getByTestId('current-user-name'), ACCOUNTS.admin.name);
      await waitForText(page.getByTestId('analysis-greeting'), new RegExp(`${ACCOUNTS.admin.name}$`));
      await screenshot(page, 'signed-in');

      // Logout asks for confirmation, returns to the login page and revokes the token.
      await logOut(page);
      assert.equal(await accessTokenCookie(page), undefined, 'the token cookie is removed on logout');
      assert.equal(await currentUserStatus(token), 401, 'the API refuses the token after logout');

      // The signed-in area is closed again.
      await page.goto('/analysis');
      await waitForPath(page, '/user/login');
    });
  });

  test('single sign-on through the identity server', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'single-sign-on', async ({ page, visited }) => {
      await page.goto('/user/login');
      await page.getByTestId('login-sso').click();

      // The identity server's own, server-rendered sign-in page.
      const interaction = await waitForPath(page, /^\/identity\/interaction\/[^/]+$/);
      await page.locator('#userName').waitFor({ state: 'visible' });
      await waitForText(page.locator('label[for="userName"]'), '用户名');
      await waitForText(page.locator('label[for="password"]'), '密码');
      await waitForText(page.locator('#sign-in'), '登录');
      await screenshot(page, 'identity-sign-in');

      // A wrong password: the red error box, the user name kept, still on the identity server.
      await page.locator('#userName').fill(ACCOUNTS.zhangwei.userName);
      await page.locator('#password').fill('Wrong@123');
      await page.locator('#sign-in').click();
      const error = await waitForText(page.locator('.error'), /^用户名或密码错误/);
      assert.match(error, /^用户名或密码错误(，还可尝试\d+次)?$/);
      assert.equal(new URL(page.url()).pathname, `${interaction.pathname}/login`);
      assert.equal(await page.locator('#userName').inputValue(), ACCOUNTS.zhangwei.userName);
      await screenshot(page, 'identity-sign-in-error');

      await page.locator('#password').fill(ACCOUNTS.zhangwei.password);
      await page.locator('#sign-in').click();
      await waitForPath(page, '/analysis');
      await waitForText(page.getByTestId('current-user-name'), ACCOUNTS.zhangwei.name);
      await screenshot(page, 'signed-in-sso');
      assert.ok(
        visited.some((url) => {
          const { pathname, searchParams } = new URL(url);
          return pathname === '/oidc-callback' && searchParams.has('code') && searchParams.has('state');
        }),
        `the identity server returned to /oidc-callback with a code (visited: ${visited.join(' → ')})`,
      );
      // A single-sign-on access token is short-lived (renewed by the refresh flow) and sent as a bearer token.
      const token = await ssoAccessToken(page);
      assert.ok(token, 'the single-sign-on access token is kept after sign-in');
      assert.equal(await currentUserStatus(token), 200, 'the single-sign-on token is accepted by the API');

      // Logout also ends the identity server's session: single sign-on asks for the password again.
      await logOut(page);
      assert.equal(await currentUserStatus(token), 401, 'the API refuses the single-sign-on token after logout');
      await page.getByTestId('login-sso').click();
      await waitForPath(page, /^\/identity\/interaction\/[^/]+$/);
      await page.locator('#userName').waitFor({ state: 'visible' });
    });
  });

  test('an unknown path shows 404 and its button goes home', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    // Signed out: home is guarded, so the button leads to the login page.
    await inSession(browser, baseUrl, 'not-found-signed-out', async ({ page }) => {
      await page.goto('/no/such/page');
      await waitForPath(page, '/404');
      await page.getByTestId('exception-back-home').click();
      await waitForPath(page, '/user/login');
      await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    });
    // Signed in: the button leads to /analysis.
    await inSession(browser, baseUrl, 'not-found-signed-in', async ({ page }) => {
      await signIn(page, ACCOUNTS.wangfang);
      await page.goto('/no-such-page');
      await waitForPath(page, '/404');
      await page.getByTestId('exception-back-home').click();
      await waitForPath(page, '/analysis');
      await waitForText(page.getByTestId('current-user-name'), ACCOUNTS.wangfang.name);
    });
  });
});
