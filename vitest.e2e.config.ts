// Browser tests (npm run test:e2e): playwright-core drives Debian's Chromium against the SPA served by the
// local stack. The global setups start one stack per worker (as for the integration tests) and ONE Chromium
// that every file connects to (test/support/browser-setup.ts); `npm test` builds the SPA once before
// (test/run.ts). E2E_WORKERS files at a time (docs/testing.md has the measurements behind the default).
import { defineConfig } from 'vitest/config';

// Two files at a time by default: on 2 cores two workers took 366 s where one took 515 s (the same 96 tests,
// docs/testing.md "Where the time goes"); E2E_WORKERS=1 runs them one after the other.
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts', 'test/support/browser-setup.ts'],
    testTimeout: 60_000,
    // A browser journey that fails is run once more before it counts as failed: a rare timing failure of the
    // browser or the shared stack must not stop the whole run. A test that passes only on its retry is a flake to
    // fix; the report names it (docs/testing.md, "Retries").
    retry: 1,
    hookTimeout: 180_000,
    maxWorkers: workers,
    fileParallelism: workers > 1,
  },
});
