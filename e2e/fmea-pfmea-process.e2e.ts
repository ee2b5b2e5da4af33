/**
 * A PFMEA built from a process flow and linked to its DFMEA (issue 16): a PFMEA created, the demo process PF-BC-1000
 * linked on its 过程流程图 node (the flow diagram read-only) and its steps and 4M work elements copied into the
 * structure tree (a second copy adds nothing); the demo DFMEA of the same caliper linked in the function list, the
 * bore's characteristic (SC) carried into the step the match suggests, marked 来自DFMEA; the DFMEA then tightens the
 * bore's tolerance, the PFMEA flags the change, and 接受 updates its function.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 600_000;
const env = usePlatformAndBrowser();

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

interface Net {
  net: {
    elements: { id: string; name: string; type: string; number: string }[];
    functions: {
      id: string;
      elementId: string;
      name: string;
      requirement: string;
      specialCharacteristic: string | null;
      version: number;
    }[];
  };
}

describe('PFMEA from a process flow, linked to its DFMEA', () => {
  test(
    'process linked and copied into the structure, a DFMEA characteristic carried, its change accepted',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'fmea-pfmea-process', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });

        await page.goto('/createPFMEA');
        await page.getByTestId('fmea-field-projectNO').fill('PF-E2E-LINK');
        await page.getByTestId('fmea-field-projectName').fill('制动钳总成 PFMEA（联动）');
        await page.getByTestId('fmea-create-submit').click();
        await page.waitForURL(/\/ProjectPFMEA\//);
        const projectId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
        const token = await tokenOf(page);
        const pfmeaNet = () => callApi<Net>(baseUrl, token, 'GET', `/Project/pFMEANet?projectId=${projectId}`);

        // 过程流程图: link the demo process; its flow diagram is drawn read-only.
        await openNode(page, 'processFlow');
        await waitForText(page.getByTestId('fmea-process'), /项目尚未关联过程流程/);
        await page.getByTestId('fmea-process-link').click();
        await page.getByTestId('fmea-process-pick').locator('input').fill('PF-BC-1000');
        await chooseOption(page, page.getByTestId('fmea-process-pick'), 'PF-BC-1000');
        await page.getByTestId('fmea-process-link-ok').click();
        await waitForText(
          page.getByTestId('fmea-process-summary'),
          /PF-BC-1000.*前制动钳总成制造过程.*12 道工序，已复制 0 \/ 71 行/,
        );
        await page.getByTestId('process-flow-canvas').locator('svg').first().waitFor();
        await waitForText(page.getByTestId('process-flow-canvas'), /缸孔精镗与密封槽加工/);
        await screenshot(page, 'pfmea-process-linked');

        // Copy the steps and their 4M into the structure tree; a second copy adds nothing.
        await page.getByTestId('fmea-process-copy').click();
        await waitForText(page.locator('.ant-message'), /已复制 71 个结构元素/);
        await waitForText(page.getByTestId('fmea-process-summary'), /已复制 71 \/ 71 行/);
        assert.equal(await page.getByTestId('fmea-process-step-state').filter({ hasText: '已复制' }).count(), 12);
        await screenshot(page, 'pfmea-process-copied');
        await page.getByTestId('fmea-process-copy').click();
        await waitForText(page.locator('.ant-message'), /所选工序与要素均已在结构树中/);
        assert.equal((await pfmeaNet()).net.elements.length, 71);

        await openNode(page, 'structureTree');
        const node = (name: string) => page.locator(`[data-testid=fmea-tree-node][data-name="${name}"]`);
        await waitForText(node('缸孔精镗与密封槽加工'), /过程步骤\s*缸孔精镗与密封槽加工\s*40/);
        await waitForText(node('气动量仪'), /过程工作要素 · 测/);
        await screenshot(page, 'pfmea-process-structure');

        // 功能清单: link the demo DFMEA of the same caliper and carry the bore's characteristic.
        await openNode(page, 'functionList');
        await waitForText(page.getByTestId('fmea-dfmea-linkage'), /尚未关联 DFMEA/);
        await page.getByTestId('fmea-dfmea-link').click();
        await chooseOption(page, page.getByTestId('fmea-dfmea-pick'), 'DFMEA-BC-2027-001');
        await waitForText(page.getByTestId('fmea-dfmea-pick'), /同一产品/);
        await page.getByTestId('fmea-dfmea-link-ok').click();
        await waitForText(page.getByTestId('fmea-dfmea-linked'), /DFMEA-BC-2027-001 前制动钳总成 DFMEA/);
        await page.getByTestId('fmea-carry-characteristics').click();
        const bore = page.getByTestId('fmea-carry-table').locator('tr', { hasText: '缸孔 Φ54 H8' });
        // The match suggests OP40 for the bore.
        await waitForText(bore.getByTestId('fmea-carry-step'), /40 缸孔精镗与密封槽加工（建议）/);
        await bore.locator('.ant-checkbox-input').check();
        await screenshot(page, 'pfmea-carry');
        await page.getByTestId('fmea-carry-ok').click();
        await waitForText(page.locator('.ant-message'), /已带入 1 项产品特性/);
        await page.locator('[data-testid=fmea-element-item][data-name="缸孔精镗与密封槽加工"]').click();
        const carriedRow = page
          .getByTestId('fmea-function-table')
          .locator('tr', { hasText: '钳体：缸孔与活塞配合并承压' });
        await waitForText(carriedRow, /缸孔 Φ54 H8，Ra ≤ 0.8 μm.*SC.*来自DFMEA/);
        await waitForText(page.getByTestId('fmea-linkage-changes'), /已带入的产品特性与 DFMEA 一致/);

        // The design team tightens the bore in the DFMEA: the PFMEA flags the change.
        const dfmeas = await callApi<{ items: { id: string; projectNO: string }[] }>(
          baseUrl,
          token,
          'GET',
          '/ProjectAppServicecs/dFMEAProjectList?SkipCount=0&MaxResultCount=20',
        );
        const dfmeaId = dfmeas.items.find((p) => p.projectNO === 'DFMEA-BC-2027-001')?.id as string;
        const dfmeaNet = await callApi<Net>(
          baseUrl,
          token,
          'GET',
          `/ProjectAppServicecs/dFMEANet?projectId=${dfmeaId}`,
        );
        const fBore = dfmeaNet.net.functions.find((f) => f.requirement.startsWith('缸孔 Φ54 H8'));
        assert.ok(fBore);
        await callApi(baseUrl, token, 'POST', '/FunctionRelationAppServices/OrEditFunction', {
          projectId: dfmeaId,
          id: fBore.id,
          version: fBore.version,
          elementId: fBore.elementId,
          name: fBore.name,
          requirement: '缸孔 Φ54 H7，Ra ≤ 0.4 μm；25 MPa 下扩张 ≤ 0.05 mm',
          specialCharacteristic: 'SC',
        });
        await page.reload();
        await page.getByTestId('fmea-screen-functionList').waitFor();
        await waitForText(page.getByTestId('fmea-linkage-changes'), /1 项待接受/);
        await waitForText(
          page.getByTestId('fmea-linkage-change'),
          /要求（公差变更）：缸孔 Φ54 H8，Ra ≤ 0.8 μm.*→ 缸孔 Φ54 H7，Ra ≤ 0.4 μm/,
        );
        await page.locator('[data-testid=fmea-element-item][data-name="缸孔精镗与密封槽加工"]').click();
        await waitForText(carriedRow.getByTestId('fmea-function-from-dfmea'), 'DFMEA已变更');
        await screenshot(page, 'pfmea-linkage-changed');

        // 接受: the PFMEA function takes the DFMEA's requirement; nothing else of the PFMEA moves.
        const before = await pfmeaNet();
        await page.getByTestId('fmea-linkage-accept').click();
        await waitForText(page.locator('.ant-message'), /已接受 DFMEA 的变更/);
        await waitForText(page.getByTestId('fmea-linkage-changes'), /已带入的产品特性与 DFMEA 一致/);
        await waitForText(carriedRow, /缸孔 Φ54 H7，Ra ≤ 0.4 μm.*来自DFMEA/);
        await screenshot(page, 'pfmea-linkage-accepted');
        const after = await pfmeaNet();
        const carried = after.net.functions.find((f) => f.name === '钳体：缸孔与活塞配合并承压');
        assert.equal(carried?.requirement, '缸孔 Φ54 H7，Ra ≤ 0.4 μm；25 MPa 下扩张 ≤ 0.05 mm');
        const others = (net: Net) => net.net.functions.filter((f) => f.id !== carried?.id);
        assert.deepEqual(others(after), others(before));
        assert.deepEqual(after.net.elements, before.net.elements);
      });
    },
  );
});
