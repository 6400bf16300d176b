// Browser tests (npm run test:e2e): playwright-core drives Debian's Chromium against the SPA served by the
// local stack (started by the same global setup as the integration tests).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
