/**
 * The statistics recycle bin end to end: a folder with a file in it and loose files are made and deleted through the
 * API; the recycle bin lists the folder (not the file that went with it) and the loose files, restores a selection of
 * two, restores the folder with its file, deletes the last file for good after confirmation, and ends empty.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForPath, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
// The platform and Chromium, started once for the tests of this file.
const env = usePlatformAndBrowser();

const api = <T>(token: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  callApi<T>(env().baseUrl, token, method, path, body);

type Paged = { items: { id: string; name: string }[]; totalCount: number };

/** The names in one folder of my files (the root when folderId is absent). */
async function namesIn(token: string, folderId?: string): Promise<string[]> {
  const query = `SkipCount=0&MaxResultCount=100${folderId ? `&folderId=${folderId}` : ''}`;
  const page = await api<Paged>(token, 'GET', `/folderAndFile/pageFolderAndFile?${query}`);
  return page.items.map((item) => item.name);
}

describe('statistics recycle bin', () => {
  test(
    'restores a selection and a folder with its file, and deletes a file for good',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'statistics-recycle', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        const token = await tokenOf(page);

        const folder = await api<{ id: string }>(token, 'POST', '/folders/creatOrEditFolder', {
          name: '季度抽检',
          parentId: null,
        });
        await api(token, 'POST', '/folders/creatOrEditFiles', { name: '三月抽检数据', folderId: folder.id });
        const loose = await api<{ id: string }>(token, 'POST', '/folders/creatOrEditFiles', {
          name: '临时数据',
          folderId: null,
        });
        const older = ['旧数据甲', '旧数据乙'];
        for (const name of older) {
          const file = await api<{ id: string }>(token, 'POST', '/folders/creatOrEditFiles', { name, folderId: null });
          await api(token, 'DELETE', `/folders/files?id=${file.id}`);
        }
        await api(token, 'DELETE', `/folders/folders?id=${folder.id}`);
        await api(token, 'DELETE', `/folders/files?id=${loose.id}`);
        assert.deepEqual(await namesIn(token), [], 'all are in the recycle bin');

        // The folder and the loose file are listed; the file deleted with the folder is not.
        await page.goto('/statistcsRecycleBin');
        const table = page.getByTestId('recycle-table');
        await waitForText(table, /临时数据.*数据文件.*季度抽检.*文件夹/s);
        const listed = await table.innerText();
        assert.doesNotMatch(listed, /三月抽检数据/, 'the file deleted with its folder is not listed');
        assert.match(listed, /\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}/, 'the deletion time is shown');
        await page.waitForTimeout(300); // the toolbar and table settle before the screenshot
        await screenshot(page, 'statistics-recycle-bin');

        // Restore two files at once through the selection.
        for (const name of older) await table.locator('tr', { hasText: name }).locator('.ant-checkbox-input').check();
        await waitForText(page.getByText('已选择 2 项'), '已选择 2 项');
        await page.getByTestId('recycle-batch-restore').click();
        await waitForText(page.locator('.ant-message'), /已恢复 2 项/);
        for (const name of older) await table.locator('tr', { hasText: name }).waitFor({ state: 'detached' });
        assert.deepEqual((await namesIn(token)).sort(), [...older].sort());

        // Restore the folder: it comes back with its file.
        await table.locator('tr', { hasText: '季度抽检' }).getByTestId('recycle-restore').click();
        await waitForText(page.locator('.ant-message'), /已恢复/);
        await page.locator('tr', { hasText: '季度抽检' }).waitFor({ state: 'detached' });
        assert.ok((await namesIn(token)).includes('季度抽检'), 'the folder is back');
        assert.deepEqual(await namesIn(token, folder.id), ['三月抽检数据'], 'with its file');

        // Delete the loose file for good: a danger confirmation first.
        await table.locator('tr', { hasText: '临时数据' }).getByTestId('recycle-purge').click();
        const confirm = page.locator('.ant-modal-confirm');
        await waitForText(confirm, /彻底删除“临时数据”？.*不可撤销/s);
        await confirm.getByRole('button', { name: '彻底删除' }).click();
        await waitForText(page.locator('.ant-message'), /已彻底删除/);
        await waitForText(table.locator('.ant-empty'), '回收站是空的');

        const bin = await api<Paged>(token, 'GET', '/folders/recycleBinFoldersList?SkipCount=0&MaxResultCount=15');
        assert.equal(bin.totalCount, 0, 'the recycle bin is empty');
        assert.ok(!(await namesIn(token)).includes('临时数据'), 'the loose file is gone for good');

        // Back to my files.
        await page.getByTestId('recycle-back').click();
        await waitForPath(page, '/statisticsFile');
      });
    },
  );
});
