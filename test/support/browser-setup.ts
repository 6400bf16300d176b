/**
 * Global setup of the browser suite: ONE Chromium (Debian's, through playwright-core's browser server) for the
 * whole run, shared by every file and worker. A file connects to it (browserForSuite() in browser.ts) and
 * makes its own contexts, so files never share cookies or storage. Without Chromium the endpoint is '' and
 * browserForSuite() says why (and fails under CI).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../infra/local/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's endpoint for chromium.connect() ('' without Chromium). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROME_PATH)) {
    project.provide('browserEndpoint', '');
    return async () => {};
  }
  const server = await chromium.launchServer({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
