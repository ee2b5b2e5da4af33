/** Headless Chromium (Debian's) through playwright-core, and small waiting helpers for node:test. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './platform';

/** Generous limits: the tests must pass on a slow 2-core machine. */
export const ACTION_TIMEOUT_MS = 90_000;
export const NAVIGATION_TIMEOUT_MS = 180_000;

/** The time zone of the sessions' pages (a user in China); the server and the tests run in the machine's. */
export const BROWSER_TIME_ZONE = 'Asia/Shanghai';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    timeout: 120_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests seen so far (for failure messages). */
  problems: string[];
  /** Every URL the main frame navigated to, in order. */
  visited: string[];
}

/** A fresh browser context (no cookies, no storage) with one page on the platform's origin. */
export async function openSession(browser: Browser, baseUrl: string): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    timezoneId: BROWSER_TIME_ZONE,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  const visited: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return { context, page, problems, visited };
}

/**
 * Runs a test body in a fresh session; on failure saves a screenshot to e2e/artifacts/failure-<name>.png and
 * adds the page's URL and console errors to the error. The context is always closed.
 */
export async function inSession(
  browser: Browser,
  baseUrl: string,
  name: string,
  body: (session: Session) => Promise<void>,
): Promise<void> {
  const session = await openSession(browser, baseUrl);
  try {
    await body(session);
  } catch (error) {
    const file = await screenshot(session.page, `failure-${name}`).catch(() => 'none');
    const details = [
      `page: ${session.page.url()}`,
      `screenshot: ${file}`,
      `navigations: ${session.visited.join(' → ')}`,
      ...session.problems.slice(-20),
    ].join('\n  ');
    // Some errors (a fetch's DOMException) have a read-only message: those are wrapped instead.
    const described = `${error instanceof Error ? error.message : String(error)}\n  ${details}`;
    if (error instanceof Error && Object.getOwnPropertyDescriptor(error, 'message')?.writable) {
      error.message = described;
      throw error;
    }
    throw new Error(described, { cause: error });
  } finally {
    await session.context.close().catch(() => undefined);
  }
}

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (for humans, not asserted). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, timeout: ACTION_TIMEOUT_MS });
  return path;
}

/** Waits until the page's path is `path` (after client-side redirects settle on it). */
export async function waitForPath(page: Page, path: string | RegExp, timeout = NAVIGATION_TIMEOUT_MS): Promise<URL> {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch (error) {
    throw new Error(`expected the path ${path}, the page stayed on ${page.url()}`, { cause: error });
  }
  return new URL(page.url());
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Waits until the locator's text matches: equal to a string (whitespace collapsed) or matching a RegExp.
 * Returns the text; fails with the last text seen.
 */
export async function waitForText(
  locator: Locator,
  expected: string | RegExp,
  timeout = ACTION_TIMEOUT_MS,
): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = '(element not found)';
  for (;;) {
    try {
      await locator.first().waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
      last = normalize(await locator.first().innerText({ timeout: Math.max(1, deadline - Date.now()) }));
      if (typeof expected === 'string' ? last === expected : expected.test(last)) return last;
    } catch {
      // not there yet
    }
    if (Date.now() >= deadline) {
      throw new Error(`expected ${locator} to have the text ${expected}, it had: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens a hover menu (the header's avatar menu …) until `shown` is visible: a hover that lands before the page has
 * wired its handlers, or while the machine is loaded, can be lost, so the pointer leaves and hovers again (3 tries).
 */
export async function openHoverMenu(page: Page, trigger: Locator, shown: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await trigger.hover();
    try {
      await shown.waitFor({ state: 'visible', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Chooses an option of an antd Select by its label and checks the select shows it: an option clicked while its
 * dropdown is still opening can be missed on a loaded machine, so it opens the dropdown again (3 tries).
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();
    try {
      await option.click({ timeout: 10_000 });
      await waitForText(select, new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
