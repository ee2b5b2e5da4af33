/**
 * The DFMEA task nodes 物料清单 and 边界图 (issue 15) in headless Chromium against the whole platform: the demo
 * DFMEA's BOM with the element each line became, its last line copied into the structure tree (a second copy makes
 * nothing); its boundary diagram drawn from the structure and the demo's interfaces, a box dragged and still there
 * after a reload, an interface drawn between two boxes and deleted again; a read-only member sees the diagram only.
 * And /ProductPlatformManagement, the platforms a BOM is filed under: one added, renamed and disabled.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const DEMO = '前制动钳总成 DFMEA';

async function openDemoNode(page: Page, node: string) {
  await page.goto('/myProject');
  await page.getByTestId('fmea-project-link').filter({ hasText: DEMO }).first().click();
  await page.getByTestId('fmea-project-title').waitFor();
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

const box = (page: Page, name: string) =>
  page.getByTestId('fmea-boundary-canvas').locator('.x6-node', { hasText: name }).last();
const positionOf = async (page: Page, name: string) => box(page, name).getAttribute('transform');

/** Waits until the canvas shows `count` edges. */
async function edgeCount(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="fmea-boundary-canvas"] .x6-edge').length === n,
    count,
  );
}

describe('DFMEA bill of materials and boundary diagram', () => {
  test(
    'the BOM copied into the structure once, the diagram drawn, moved, kept and edited',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-boundary', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });

        // 物料清单: the library's caliper BOM, ten lines already in the structure, the mounting bolts not yet.
        await openDemoNode(page, 'bom');
        await waitForText(page.getByTestId('fmea-bom-summary'), /BOM-BC-1000/);
        const lines = page.getByTestId('fmea-bom-lines');
        await waitForText(lines, /前制动钳总成/);
        assert.equal(await lines.getByTestId('fmea-bom-in-structure').count(), 10);
        const bolt = lines.getByRole('row', { name: /FS-0012/ });
        await waitForText(bolt, /未复制/);
        await screenshot(page, 'fmea-bom');
        await bolt.getByRole('checkbox').check();
        await page.getByTestId('fmea-bom-copy').click();
        await page.getByText('已新建 1 个结构元素').waitFor();
        await waitForText(bolt, /系统 · 六角法兰面螺栓/);
        assert.equal(await lines.getByTestId('fmea-bom-in-structure').count(), 11);
        // Every line is in the structure now: copying the whole BOM again makes nothing.
        await page.getByTestId('fmea-bom-copy').click();
        await page.getByText('所选的行都已在结构树中，没有新建元素').waitFor();
        assert.equal(await lines.getByTestId('fmea-bom-in-structure').count(), 11);

        // 边界图: the caliper as the boundary with its groups inside, its neighbours outside, the ten interfaces.
        await page.getByTestId('fmea-node-boundaryDiagram').click();
        await page.getByTestId('fmea-screen-boundaryDiagram').waitFor();
        await box(page, '前转向节').waitFor();
        await box(page, '六角法兰面螺栓').waitFor();
        await edgeCount(page, 10);
        for (const name of ['物理连接', '物料交换', '能量传递', '信息交换', '人机交互'])
          await waitForText(page.getByTestId('fmea-boundary-legend'), new RegExp(name));
        await waitForText(page.getByTestId('fmea-boundary-save-state'), /布局已保存/);

        // A box dragged 120 px to the right is saved, and found there after a reload.
        const before = await positionOf(page, '前转向节');
        const at = await box(page, '前转向节').boundingBox();
        assert.ok(at, 'the knuckle is drawn');
        const saved = page.waitForResponse((r) => r.url().includes('resetDInterfaceRelationJson') && r.ok());
        await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
        await page.mouse.down();
        for (let step = 1; step <= 6; step++)
          await page.mouse.move(at.x + at.width / 2 + step * 20, at.y + at.height / 2 + step * 5);
        await page.mouse.up();
        await saved;
        const moved = await positionOf(page, '前转向节');
        assert.notEqual(moved, before);
        await waitForText(page.getByTestId('fmea-boundary-save-state'), /布局已保存/);
        await page.reload();
        await page.getByTestId('fmea-screen-boundaryDiagram').waitFor();
        await box(page, '前转向节').waitFor();
        await edgeCount(page, 10);
        assert.equal(await positionOf(page, '前转向节'), moved);

        // An interface drawn with 添加接口 between the knuckle and the mounting bolts, then deleted.
        await page.getByTestId('fmea-boundary-connect').click();
        await box(page, '前转向节').click();
        await box(page, '六角法兰面螺栓').click();
        await page.getByTestId('fmea-boundary-interface-form').waitFor();
        await page.getByTestId('fmea-boundary-interface-type').getByText('信息交换').click();
        await page.getByTestId('fmea-boundary-interface-ok').click();
        await edgeCount(page, 11);
        await screenshot(page, 'fmea-boundary');
        await page
          .getByTestId('fmea-boundary-canvas')
          .locator('.x6-edge', { hasText: /^(I|信息交换)$/ })
          .click();
        await waitForText(page.getByTestId('fmea-boundary-selection'), /前转向节/);
        await page.getByTestId('fmea-boundary-delete').click();
        await page.getByTestId('fmea-boundary-delete-ok').click();
        await edgeCount(page, 10);
      });
    },
  );

  test('a read-only team member sees the diagram and changes nothing', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'fmea-boundary-readonly', async ({ page }) => {
      await signIn(page, { userName: 'lina', password: 'Audit@123' });
      await openDemoNode(page, 'boundaryDiagram');
      await box(page, '前通风制动盘').waitFor();
      assert.equal(await page.getByTestId('fmea-boundary-connect').count(), 0);
      assert.equal(await page.getByTestId('fmea-boundary-reset').count(), 0);
      await page.getByTestId('fmea-node-bom').click();
      await waitForText(page.getByTestId('fmea-bom-summary'), /BOM-BC-1000/);
      assert.equal(await page.getByTestId('fmea-bom-copy').count(), 0);
    });
  });

  test('/ProductPlatformManagement: a platform added, renamed and disabled', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'fmea-product-platforms', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, { userName: 'admin', password: 'Admin@123' });
      await page.goto('/ProductPlatformManagement');
      const table = page.getByTestId('platform-table');
      // The brake platform files the demo's caliper BOM.
      await waitForText(table.getByRole('row', { name: /BRAKE/ }), /制动系统平台\s+1\s+启用/);
      await page.getByTestId('platform-add').click();
      await page.getByTestId('platform-code').fill('CHASSIS');
      await page.getByTestId('platform-name').fill('底盘平台');
      await page.getByTestId('platform-form-ok').click();
      const chassis = table.getByRole('row', { name: /CHASSIS/ });
      await waitForText(chassis, /底盘平台/);
      await chassis.getByTestId('platform-edit').click();
      assert.equal(await page.getByTestId('platform-code').isDisabled(), true);
      await page.getByTestId('platform-name').fill('底盘系统平台');
      await page.getByTestId('platform-form-ok').click();
      await waitForText(chassis, /底盘系统平台/);
      await chassis.getByTestId('platform-disable').click();
      await page
        .locator('.ant-popconfirm:visible')
        .getByRole('button', { name: /确\s*定|OK/ })
        .click();
      await waitForText(chassis, /停用/);
      await chassis.getByTestId('platform-enable').waitFor();
      await screenshot(page, 'fmea-product-platforms');
    });
  });
});
