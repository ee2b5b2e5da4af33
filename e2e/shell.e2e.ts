/**
 * The signed-in shell in headless Chromium: multi-tab browsing kept over a reload, the top-menu layout, the primary
 * colour kept over a reload, permission-gated menus and routes, the home page's first contentful paint, error pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { inSession, launchBrowser, screenshot, waitForPath, waitForText } from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn } from './support/sign-in';

const TEST_TIMEOUT_MS = 900_000;
/** Issue budget: the login route's JavaScript, gzip-compressed, at most 250 KB. */
const LOGIN_JS_BUDGET_BYTES = 250 * 1024;
let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser };
}

const tabKeys = (page: Page) =>
  page.getByTestId('page-tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-key')));

async function openModule(page: Page, moduleKey: string) {
  await page.getByTestId('module-menu').click();
  const entry = page.locator(`[data-testid="module-entry"][data-module="${moduleKey}"]`);
  // The popover aligns itself again once its modules arrive: in a CI rehearsal one click landed while it moved and
  // the menu stayed open on the home page. A user clicks again; so does the test, until the menu has closed.
  for (let attempt = 1; ; attempt++) {
    await entry.click();
    const closed = await entry.waitFor({ state: 'hidden', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
    assert.ok(attempt < 3, `the module menu's ${moduleKey} entry closes the menu`);
  }
}

describe('application shell', () => {
  before(
    async () => {
      platform = await startPlatform();
      browser = await launchBrowser();
    },
    { timeout: 900_000 },
  );
  after(
    async () => {
      await browser?.close().catch(() => undefined);
      await platform?.stop();
    },
    { timeout: 120_000 },
  );

  test(
    'modules open into tabs that close right/left/all and survive a reload',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'tabs', async ({ page }) => {
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        await openModule(page, 'fmea');
        await waitForPath(page, '/fmeaOverview');
        // The FMEA module's home is its dashboard (fmea-dashboard.e2e.ts); QFD is still in development.
        await page.getByTestId('fmea-dashboard').waitFor();
        await openModule(page, 'qfd');
        await waitForPath(page, '/QFDOverview');
        await waitForText(page.getByTestId('exception-back-home').locator('..').locator('..'), /仍在开发中/);
        await openModule(page, 'spc');
        await waitForPath(page, '/spc');
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-tab"]').length === 4);
        assert.deepEqual(await tabKeys(page), ['/analysis', '/fmeaOverview', '/QFDOverview', '/spc']);
        await screenshot(page, 'shell-tabs');

        await page.reload();
        await page.getByTestId('basic-layout').waitFor();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-tab"]').length === 4);
        assert.deepEqual(await tabKeys(page), ['/analysis', '/fmeaOverview', '/QFDOverview', '/spc']);

        // Close right of the FMEA tab (right-click menu), then left of it, then all.
        await page.locator('[data-testid="page-tab"][data-key="/fmeaOverview"]').click({ button: 'right' });
        await page.getByTestId('tab-close-right').last().click();
        await waitForPath(page, '/fmeaOverview');
        assert.deepEqual(await tabKeys(page), ['/analysis', '/fmeaOverview']);
        await openModule(page, 'qfd');
        await waitForPath(page, '/QFDOverview');
        await page.locator('[data-testid="page-tab"][data-key="/QFDOverview"]').click({ button: 'right' });
        await page.getByTestId('tab-close-left').last().click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-tab"]').length === 2);
        assert.deepEqual(await tabKeys(page), ['/analysis', '/QFDOverview']);
        await page.getByTestId('tab-actions').click();
        await page.getByTestId('tab-close-all').last().click();
        await waitForPath(page, '/analysis');
        assert.deepEqual(await tabKeys(page), ['/analysis']);
      });
    },
  );

  test('top-menu layout and a primary colour kept over a reload', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'appearance', async ({ page }) => {
      await signIn(page, { userName: 'admin', password: 'Admin@123' });
      await page.getByTestId('settings-gear').click();
      await page.getByTestId('setting-layout-topmenu').click();
      await page.locator('[data-layout="topmenu"]').waitFor();
      assert.equal(await page.getByTestId('layout-sider').count(), 0);
      await page.getByTestId('setting-color-purple').click();
      await screenshot(page, 'shell-topmenu-purple');
      await page.reload();
      await page.locator('[data-layout="topmenu"]').waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('pro__primaryColor'));
      assert.match(stored ?? '', /#722ed1/);
      const buttonColor = await page
        .getByTestId('layout-logo')
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.equal(buttonColor, 'rgb(114, 46, 209)');
      await page.getByTestId('settings-gear').click();
      await page.getByTestId('setting-layout-sidemenu').click();
      await page.getByTestId('layout-sider').waitFor();
    });
  });

  test(
    'a user without a permission sees neither its menu entry nor its route',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'permissions', async ({ page }) => {
        await signIn(page, { userName: 'wangfang', password: 'Viewer@123' });
        assert.equal(await page.getByTestId('dictionary-icon').count(), 0);
        await page.getByTestId('module-menu').click();
        await page.locator('[data-testid="module-entry"][data-module="fmea"]').waitFor();
        assert.equal(await page.locator('[data-testid="module-entry"][data-module="system"]').count(), 0);
        await page.keyboard.press('Escape');
        await page.goto('/system');
        await waitForPath(page, '/analysis');
        // No system-administration point: the menu has no 系统管理 group (权限管理 came through the permissions group
        // derived from the product platforms) and its role list sends her home.
        await page.locator('[data-menu-id$="-/analysis"]').first().waitFor({ state: 'attached' });
        assert.equal(await page.locator('[data-menu-id$="-/system-admin"]').count(), 0);
        await page.goto('/rightsManagement');
        await waitForPath(page, '/analysis');
        // The tools' settings are hers to read, not to save; the workbench offers her no new file.
        await page.goto('/moduleSetting');
        await page.getByText('结果小数位数').first().waitFor();
        assert.equal(await page.getByTestId('statistics-config-save').count(), 0);
        await page.goto('/myTool');
        await page.getByTestId('old-tool-files').waitFor();
        assert.equal(await page.getByTestId('old-tools').count(), 0);
        // …nor tells her to pick a tool to make one.
        await waitForText(page.getByTestId('old-tool-files'), /还没有文件/);
        assert.equal(await page.getByText('选择上方的工具新建一个').count(), 0);
      });
      await inSession(browser, baseUrl, 'permissions-admin', async ({ page }) => {
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        await page.getByTestId('dictionary-icon').waitFor();
        await page.locator('[data-menu-id$="-/system-admin"]').first().waitFor({ state: 'attached' });
        await page.goto('/moduleSetting');
        await page.getByTestId('statistics-config-save').waitFor();
      });
    },
  );

  test('the login route loads at most 250 KB of gzip JavaScript', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'login-bundle', async ({ page }) => {
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length));
        }
      });
      await page.goto('/user/login', { waitUntil: 'networkidle' });
      await page.getByTestId('login-submit').waitFor();
      const sizes = await Promise.all(scripts);
      const total = sizes.reduce((sum, size) => sum + size, 0);
      console.log(`# login route: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
      assert.ok(total <= LOGIN_JS_BUDGET_BYTES, `the login route loads ${(total / 1024).toFixed(1)} KB gzip`);
    });
  });

  test('the home page paints fast and the error pages go home', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'home-and-errors', async ({ page }) => {
      await signIn(page, { userName: 'admin', password: 'Admin@123' });
      await page.goto('/analysis');
      await page.getByTestId('analysis-greeting').waitFor();
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      console.log(`# home page first contentful paint: ${Math.round(fcp)} ms`);
      assert.ok(Number.isFinite(fcp), 'the home page reported no first contentful paint');
      await page.getByTestId('home-month-bar').locator('canvas').waitFor();
      await screenshot(page, 'shell-home');

      await page.goto('/403');
      await waitForText(page.locator('.ant-result-subtitle'), '抱歉，你无权访问该页面');
      await page.getByTestId('exception-back-home').click();
      await waitForPath(page, '/analysis');
      await page.goto('/500');
      await page.getByTestId('exception-back-home').click();
      await waitForPath(page, '/analysis');
    });
  });
});
