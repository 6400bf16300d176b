// Integration tests (npm run test:integration): the real local stack (DynamoDB Local, cognito-local, s3rver,
// local gateway) started once on free ports by the global setup, called over HTTP.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/integration/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
