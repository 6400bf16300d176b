// CDK tests (npm run test:infra): synthesise the app (esbuild bundles every Lambda) and assert on the template.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra',
    environment: 'node',
    // The web build's first-load check builds the SPA: it runs here, with the CDK tests, not with the unit tests.
    include: ['infra/cdk/**/*.test.ts', 'web/build/first-load.test.ts', 'web/build/built-shells-csp.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
