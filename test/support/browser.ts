/**
 * Debian's Chromium through playwright-core with the flags this machine needs: the browser suite's one shared
 * Chromium (browser-setup.ts) when the run has it, else one launched here. Without Chromium: under CI the suite
 * fails with the install command; elsewhere it is skipped with the same message.
 */
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { APP_READY_ATTRIBUTE } from '../../shared/utils/web-shell.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../infra/local/chromium.js';
import { ensureShotsDir } from './screenshots.js';

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

/** The run's shared Chromium (browser-setup.ts), or a Chromium of its own when the run has none. */
function browserOfThisRun(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/**
 * Chromium for the describe block that calls it: connected before its tests (with the screenshots folder
 * ready); after them every context made through the function it answers is closed and the connection too.
 * Contexts speak Spanish (locale es-ES) unless the options say otherwise.
 */
export function browserForSuite(): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    ensureShotsDir();
    browser = await browserOfThisRun();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('No browser yet: make contexts inside the tests or their hooks');
    const context = await browser.newContext({ locale: 'es-ES', ...options });
    contexts.push(context);
    return context;
  };
}

/**
 * Waits until the app has taken the page over (APP_READY_ATTRIBUTE on <html>): a prerendered page shows its
 * content before its code has even been requested (docs/performance.md), so a test that clicks right after
 * the load could beat the app to it.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 });
}
