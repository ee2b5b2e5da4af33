/**
 * Watches a page for script that data smuggled in: every dialog (alert, confirm, prompt) opened, and every Content
 * Security Policy violation reported (the `securitypolicyviolation` event of any document the page loads, and
 * Chromium's console line about it). Install it before the page's first navigation.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface ScriptWatch {
  dialogs: string[];
  violations: string[];
  /** Fails naming what was seen, if any dialog opened or any violation was reported since the watch began. */
  assertNone(where: string): void;
}

const REPORT = '__qisReportViolation';

export async function watchForInjectedScript(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction(REPORT, (text: string) => violations.push(text));
  await page.addInitScript((report: string) => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const send = (window as unknown as Record<string, (text: string) => void>)[report];
        send?.(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sample})`);
      },
      true,
    );
  }, REPORT);
  return {
    dialogs,
    violations,
    assertNone(where: string) {
      assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
      assert.deepEqual(violations, [], `${where}: the Content Security Policy stopped something`);
    },
  };
}
