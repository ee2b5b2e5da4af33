/**
 * System administration end to end: a role with a narrow permission set and a user holding it, who then sees only
 * what the role grants; an import of 200 users with 3 bad rows answered by an error report and nothing imported;
 * a disabled plugin whose module leaves the menu; and a new tenant whose administrator sees none of the first
 * tenant's users.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { inSession, launchBrowser, screenshot, waitForPath, waitForText } from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn } from './support/sign-in';
import { userImportWorkbook } from './support/user-workbook';

const TEST_TIMEOUT_MS = 900_000;
const ADMIN = { userName: 'admin', password: 'Admin@123' };
let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser };
}

/** antd writes a space between the two characters of a two-character button label. */
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: label.length === 2 ? `${label[0]} ${label[1]}` : label, exact: true });

/**
 * Texts of the side menu's entries once every group is opened and `shown` (an entry the caller expects) is visible:
 * a group opens with an animation, which on a loaded machine can take seconds.
 */
async function sideMenuTexts(page: Page, shown: string): Promise<string[]> {
  const sider = page.getByTestId('layout-sider');
  const groups = sider.locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.locator('..').getAttribute('class'))?.includes('ant-menu-submenu-open')) continue;
    await group.click();
  }
  await sider.locator('.ant-menu-item', { hasText: shown }).first().waitFor({ state: 'visible' });
  return (await sider.locator('.ant-menu-item').allInnerTexts()).map((text) => text.trim());
}

async function openUsersTab(page: Page) {
  await page.goto('/system');
  await page.getByTestId('system-settings-tabs').getByRole('tab', { name: '用户管理' }).click();
  await page.getByTestId('user-table').waitFor();
}

/** Searches the user list by keyword and waits for the list's answer to be drawn. */
async function searchUsers(page: Page, keyword: string) {
  await page.getByTestId('user-search-keyword').fill(keyword);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/app/user/userListPage') &&
      new URL(response.url()).searchParams.get('filter') === keyword,
  );
  await page.getByTestId('user-search').click();
  await answered;
  await page.getByTestId('user-table').locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** Opens an antd Select by its test id and picks the option with this text. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('system administration', () => {
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
    'a user with a narrow role sees only the menu entries and buttons it grants',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      const suffix = String(Date.now()).slice(-6);
      const roleName = `字典查看员${suffix}`;
      const userName = `dict${suffix}`;
      await inSession(browser, baseUrl, 'admin-narrow-role', async ({ page }) => {
        await signIn(page, ADMIN);

        // The role grants one menu point, the data dictionary, with one action: query.
        await page.goto('/AddRole');
        await page.getByTestId('role-permission-tree').locator('tr[data-row-key]').first().waitFor();
        await page.getByTestId('role-name').fill(roleName);
        await button(page, '全部展开').click();
        const dictionaryRow = page.locator('[data-testid="role-permission-tree"] tr[data-row-key="Dictionary"]');
        await dictionaryRow.getByRole('checkbox', { name: '查询', exact: true }).check();
        await screenshot(page, 'admin-role-narrow-permissions');
        await page.getByTestId('role-save').click();
        await waitForText(page.locator('.ant-message'), /保存成功/);

        // A user holding only that role.
        await openUsersTab(page);
        await page.getByTestId('user-add').click();
        const form = page.getByTestId('user-form-modal');
        await form.getByTestId('user-form-userName').fill(userName);
        await form.getByTestId('user-form-name').fill('字典查看员');
        await form.getByTestId('user-form-phoneNumber').fill('1391234');
        await form.getByTestId('user-form-emailAddress').fill('not-an-email');
        await button(form, '保存').click();
        await waitForText(form.locator('.ant-form-item-explain-error').first(), /手机号/);
        await screenshot(page, 'admin-user-form-invalid');
        await form.getByTestId('user-form-phoneNumber').fill('13912345678');
        await form.getByTestId('user-form-emailAddress').fill(`${userName}@example.com`);
        // Only the narrow role: the form proposes the tenant's default role, which is taken off.
        const roles = form.getByTestId('user-form-roles');
        await roles
          .locator('.ant-select-selection-item', { hasText: '只读用户' })
          .locator('.ant-select-selection-item-remove')
          .click();
        await pick(page, 'user-form-roles', roleName);
        await page.keyboard.press('Escape');
        await form.getByTestId('user-form-password').fill('Narrow@123');
        await button(form, '保存').click();
        await form.waitFor({ state: 'hidden' });
        await searchUsers(page, userName);
        const row = page.getByTestId('user-table').locator('tbody tr.ant-table-row');
        await waitForText(row.first(), new RegExp(roleName));
        assert.doesNotMatch(await row.first().innerText(), /只读用户/);
        await screenshot(page, 'admin-user-created');
      });

      await inSession(browser, baseUrl, 'narrow-user', async ({ page }) => {
        await signIn(page, { userName, password: 'Narrow@123' });
        const entries = await sideMenuTexts(page, '数据字典');
        assert.ok(entries.includes('数据字典'), `the dictionary entry is missing from ${entries.join(', ')}`);
        for (const hidden of ['系统设置', '权限管理', '插件管理', '租户管理', '登录日志', '操作日志', '流程管理'])
          assert.ok(!entries.includes(hidden), `${hidden} must not be shown to a dictionary viewer`);
        await page.getByTestId('dictionary-icon').waitFor();

        await page.goto('/Dictionary');
        await page.getByTestId('dictionary-type-search').waitFor();
        await waitForText(page.locator('body'), /客户名称/);
        assert.equal(await page.getByTestId('dictionary-type-add').count(), 0, 'no add button without the add action');
        assert.equal(await page.getByTestId('dictionary-item-add').count(), 0);
        await screenshot(page, 'narrow-user-dictionary');

        // A route the role does not grant sends the user home.
        await page.goto('/customers');
        await waitForPath(page, '/analysis');
      });
    },
  );

  test(
    'importing 200 users with 3 bad rows shows the error report and imports none',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      const prefix = `imp${String(Date.now()).slice(-5)}`;
      const { bytes, bad } = await userImportWorkbook(prefix, 200);
      const file = join(mkdtempSync(join(tmpdir(), 'qis-import-')), '用户导入.xlsx');
      writeFileSync(file, bytes);
      await inSession(browser, baseUrl, 'admin-import', async ({ page }) => {
        await signIn(page, ADMIN);
        await openUsersTab(page);
        await page.getByTestId('user-import').click();
        const modal = page.getByTestId('import-users-modal');
        const chooser = page.waitForEvent('filechooser');
        await modal.getByTestId('import-users-choose').click();
        await (await chooser).setFiles(file);
        const report = page.getByTestId('import-users-report');
        await report.waitFor();
        await waitForText(page.locator('body'), /以下 3 行数据有误，未导入任何用户/);
        const reportText = await report.innerText();
        for (const row of bad)
          assert.match(reportText, new RegExp(`\\b${row.excelRow}\\b`), `row ${row.excelRow} is reported`);
        assert.match(reportText, /不存在的事业部/);
        await screenshot(page, 'admin-import-report');

        await page.keyboard.press('Escape');
        await searchUsers(page, prefix);
        await waitForText(page.getByTestId('user-table').locator('.ant-table-placeholder'), /暂无数据/);
      });
    },
  );

  test(
    'disabling plugin 1013 takes mathematical statistics out of the module menu',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'admin-plugins', async ({ page }) => {
        await signIn(page, ADMIN);
        const statisticsEntry = page.locator('[data-testid="module-entry"][data-module="statistics"]');
        await page.getByTestId('module-menu').click();
        await statisticsEntry.waitFor();
        await page.keyboard.press('Escape');

        await page.goto('/plugins');
        const toggle = page.locator('[data-testid="plugin-switch"][data-plugin="1013"]');
        await toggle.click();
        await waitForText(page.locator('.ant-message'), /插件“数理统计”已停用/);
        await screenshot(page, 'admin-plugin-1013-disabled');

        // Without a reload: the header's module menu no longer offers statistics.
        await page.getByTestId('module-menu').click();
        await page.locator('[data-testid="module-entry"]').first().waitFor();
        await statisticsEntry.waitFor({ state: 'detached' });
        await screenshot(page, 'admin-module-menu-without-statistics');
        await page.keyboard.press('Escape');

        // Nor after one.
        await page.reload();
        await page.getByTestId('module-menu').click();
        await page.locator('[data-testid="module-entry"]').first().waitFor();
        assert.equal(await statisticsEntry.count(), 0);
      });
    },
  );

  test('a new tenant’s administrator sees none of the first tenant’s users', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    const tenantName = `acme${String(Date.now()).slice(-6)}`;
    await inSession(browser, baseUrl, 'admin-tenants', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto('/customers');
      await page.getByTestId('tenant-add').click();
      await page.getByTestId('tenant-name').fill(tenantName);
      await page.getByTestId('tenant-nick-name').fill('艾克姆精密制造');
      await page.getByTestId('tenant-admin-user-name').fill('acme.admin');
      await page.getByTestId('tenant-admin-password').fill('Acme@2026');
      await page.getByTestId('tenant-admin-email').fill('admin@acme.example.com');
      await button(page.locator('.ant-modal'), '确定').click();
      await waitForText(page.locator('.ant-message'), /租户已创建/, 120_000);
      await waitForText(page.locator('.ant-table-tbody'), new RegExp(tenantName));
      await screenshot(page, 'admin-tenant-created');
    });

    await inSession(browser, baseUrl, 'tenant-admin', async ({ page }) => {
      await signIn(page, { userName: 'acme.admin', password: 'Acme@2026', tenantName });
      await openUsersTab(page);
      const rows = page.getByTestId('user-table').locator('tbody tr.ant-table-row');
      await waitForText(rows.first(), /acme\.admin/);
      const texts = await rows.allInnerTexts();
      assert.equal(texts.length, 1, `the new tenant lists only its administrator, saw: ${texts.join(' | ')}`);
      for (const other of ['zhangwei', 'lina', 'wangfang']) {
        await searchUsers(page, other);
        assert.equal(await rows.count(), 0, `${other} of the first tenant is visible to the new tenant`);
        await waitForText(page.getByTestId('user-table').locator('.ant-table-placeholder'), /暂无数据/);
      }
      await screenshot(page, 'tenant-admin-users');
    });
  });
});
