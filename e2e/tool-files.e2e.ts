/**
 * The seven tools' file screens are the statistics file screens in each tool set's own space: my files lists only the
 * set's files and opens each kind on its page (an old tools chart under /oldToolFile), recent changes lists what was
 * last changed, and the recycle bin restores a deleted diagram.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();

describe('seven tools files', () => {
  test('my files, recent changes and the recycle bin of the new tools', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { baseUrl } = env();
    await inSession(env().browser, baseUrl, 'tool-files', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
      const token = await tokenOf(page);
      const create = (space: string, kind: string, name: string) =>
        callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          folderId: null,
          kind,
          name,
          space,
        });
      const arrow = await create('newTools', 'arrow', '产线搬迁计划');
      await create('newTools', 'matrix', '质量职能矩阵');
      const spare = await create('newTools', 'tree', '备用系统图');
      const oldFishbone = await create('oldTools', 'fishboneDiagram', '老工具的因果图');

      // My files of the new tools: only this set's files; an arrow diagram opens on its page.
      await page.goto('/myFileList');
      const table = page.getByTestId('files-table');
      await waitForText(table, /产线搬迁计划/);
      await waitForText(table, /质量职能矩阵/);
      assert.ok(!(await table.textContent())?.includes('老工具的因果图'), 'the old tools keep their own files');
      await screenshot(page, 'tool-files-new');
      await table.getByText('产线搬迁计划', { exact: true }).click();
      await page.waitForURL(new RegExp(`/myFile/arrow/${arrow.id}$`));
      await page.getByTestId('arrow-add').waitFor();

      // Recent changes list the files last changed, newest first, and open them.
      await page.goto('/recentChanges');
      const recent = page.getByTestId('recent-files-table');
      await waitForText(recent, /备用系统图/);
      await screenshot(page, 'tool-files-recent');
      await recent.getByText('质量职能矩阵', { exact: true }).click();
      await page.waitForURL(/\/recent_matrix\//);
      await page.getByTestId('matrix-title').waitFor();

      // A deleted diagram waits in the recycle bin and comes back from there.
      await callApi(baseUrl, token, 'DELETE', `/folders/files?id=${spare.id}&space=newTools`);
      await page.goto('/recycleBin');
      const bin = page.getByTestId('recycle-table');
      await bin.locator('tr', { hasText: '备用系统图' }).getByTestId('recycle-restore').click();
      await waitForText(page.locator('.ant-message'), /已恢复/);
      await bin.locator('tr', { hasText: '备用系统图' }).waitFor({ state: 'detached' });
      const page1 = await callApi<{ items: { name: string }[] }>(
        baseUrl,
        token,
        'GET',
        '/folderAndFile/pageFolderAndFile?SkipCount=0&MaxResultCount=50&space=newTools',
      );
      assert.ok(
        page1.items.some((item) => item.name === '备用系统图'),
        'the restored file is back in my files',
      );

      // The old tools' files are their own, and a chart opens from there under /oldToolFile (routes spec §2).
      await page.goto('/oldToolFile');
      const oldFiles = page.getByTestId('files-table');
      await waitForText(oldFiles, /老工具的因果图/);
      await screenshot(page, 'tool-files-old');
      await oldFiles.getByText('老工具的因果图', { exact: true }).click();
      await page.waitForURL(new RegExp(`/oldToolFile/fishboneDiagram/${oldFishbone.id}$`));
      await page.getByTestId('fishbone-canvas').getByText('人', { exact: true }).waitFor();
    });
  });
});
