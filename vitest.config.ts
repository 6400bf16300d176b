// Unit tests (npm run test:unit): fast, no emulators, no browser. Two projects: Node code and the web app.
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // No EMF metric lines in the test output (the metrics' own tests turn them on).
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
          include: [
            'shared/**/*.test.ts',
            'test/shared/**/*.test.ts',
            'test/architecture/**/*.test.ts',
            'services/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'infra/restore/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          // Builds the SPA: part of npm run test:infra (vitest.infra.config.ts).
          exclude: [...configDefaults.exclude, 'web/build/first-load.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
