/** Screenshots the browser tests leave in test-results/ (git-ignored) for a person to look at. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config.js';

export const SHOTS = join(REPO_ROOT, 'test-results');

export function ensureShotsDir(): void {
  mkdirSync(SHOTS, { recursive: true });
}

/** Shows every image of main once (Chromium paints lazy images only after they were in view), then a full-page shot. */
export async function fullPageShot(page: Page, file: string): Promise<void> {
  const images = page.locator('main img');
  for (let index = 0; index < (await images.count()); index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() => page.evaluate<boolean>('[...document.images].every((image) => image.complete)'), {
      timeout: 10_000,
    })
    .toBe(true);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}
