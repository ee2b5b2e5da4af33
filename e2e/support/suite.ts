import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type Platform, REPO_ROOT, startPlatform } from './platform';

/**
 * Starts the platform and Chromium before the tests of the enclosing describe and stops them after; call it at the
 * top of a describe. Returns the accessor the tests use.
 */
export function usePlatformAndBrowser(): () => { baseUrl: string; browser: Browser } {
  let platform: Platform | undefined;
  let browser: Browser | undefined;
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
  return () => {
    assert.ok(platform && browser, 'the platform and the browser were not started');
    return { baseUrl: platform.baseUrl, browser };
  };
}

/** A reference statistics fixture (reference/stats/<name>, the repository copy), parsed. */
export const referenceFixture = (name: string) =>
  JSON.parse(readFileSync(`${REPO_ROOT}reference/stats/${name}`, 'utf8'));
