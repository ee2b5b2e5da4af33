import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/**
 * Presses a dialog's button until the dialog closes: a click while the dialog is still opening (its zoom animation)
 * can be lost on a loaded machine (3 tries).
 */
export async function submitModal(page: Page, name: RegExp) {
  const dialog = page.locator('.ant-modal-wrap:visible');
  for (let attempt = 1; ; attempt += 1) {
    await dialog.getByRole('button', { name }).click();
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Creates a file of a new tool from the /myTools workbench and waits for its page; answers the file's id. */
export async function newToolFile(page: Page, kind: string, name: string, url: RegExp): Promise<string> {
  await page.goto('/myTools');
  await page.getByTestId(`new-tool-${kind}`).click();
  await page.getByTestId('files-name-input').fill(name);
  await submitModal(page, /确\s*定|OK/);
  await page.waitForURL(url);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Waits for the picture `button` exports and checks it is a PNG with a matching name. */
export async function expectPngDownload(page: Page, button: Locator, name: RegExp) {
  const download = page.waitForEvent('download');
  await button.click();
  const picture = await download;
  assert.match(picture.suggestedFilename(), name);
  const path = await picture.path();
  assert.ok(path && readFileSync(path).subarray(1, 4).toString() === 'PNG', 'the export is a PNG picture');
}
