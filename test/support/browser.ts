/**
 * Launches Debian's Chromium through playwright-core with the flags this machine needs. Without Chromium:
 * under CI the suite fails with the install command; elsewhere it is skipped with the same message.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { APP_READY_ATTRIBUTE } from '../../shared/web-shell.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../infra/local/chromium.js';

export { CHROME_PATH, CHROMIUM_ARGS };

export const CHROMIUM_MISSING = `Chromium not found at ${CHROME_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`;

/** True when browser tests can run; prints why not (and throws under CI) otherwise. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROME_PATH)) return true;
  if (process.env.CI) throw new Error(CHROMIUM_MISSING);
  console.warn(`[e2e skipped] ${CHROMIUM_MISSING}`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits until the app has taken the page over (APP_READY_ATTRIBUTE on <html>): a prerendered page shows its
 * content before its code has even been requested (docs/performance.md), so a test that clicks right after
 * the load could beat the app to it.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 });
}
