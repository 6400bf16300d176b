// Integration tests (npm run test:integration): the real local stack (DynamoDB Local, cognito-local, s3rver,
// the Stripe stand-in, local gateway), ONE PER WORKER, started on free ports by the global setup and called over
// HTTP. Files run two at a time (TEST_WORKERS), each on its worker's own stack (docs/testing.md).
import { defineConfig } from 'vitest/config';

const workers = Number(process.env.TEST_WORKERS) || 2;

export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/integration/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    maxWorkers: workers,
    fileParallelism: workers > 1,
  },
});
