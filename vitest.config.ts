// Unit tests (npm run test:unit): fast, no emulators, no browser. Three projects, each file in the cheapest
// environment it needs (docs/testing.md): Node code; the web app's code that needs no DOM (node too); and the web
// app's components and DOM code (jsdom): `*.test.tsx`, and `*.dom.test.ts` for a .ts file that needs the DOM.
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const WEB_DOM_TESTS = ['web/src/**/*.test.tsx', 'web/src/**/*.dom.test.ts'];

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
        test: {
          name: 'web-node',
          environment: 'node',
          include: ['web/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_DOM_TESTS],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: WEB_DOM_TESTS,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
