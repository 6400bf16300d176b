// CDK tests (npm run test:infra): synthesise the app (esbuild bundles every Lambda) and assert on the template.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['infra/cdk/**/*.test.ts', 'infra/web-build/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
