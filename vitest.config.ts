// Unit tests (npm run test:unit): fast, no emulators, no browser. Each file in the cheapest environment it needs
// (docs/testing.md): Node code; the web app's code that needs no DOM (node too); and the web app's components and
// DOM code (jsdom): `*.test.tsx`, and `*.dom.test.ts` for a .ts file that needs the DOM.
// The Node code's files share their worker's modules (isolate: false: the AWS SDK and the rest are imported once
// per worker, not once per file), except those that change what other files would see: a mocked module or
// client, a stubbed global or environment variable, fake timers, or the marker `vitest: isolate` (a module whose
// state a test leaves behind). Those run isolated, each in modules of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const WEB_DOM_TESTS = ['web/src/**/*.test.tsx', 'web/src/**/*.dom.test.ts'];
const NODE_TEST_FOLDERS = [
  'shared',
  'test/shared',
  'test/architecture',
  'services',
  'infra/local',
  'infra/restore',
  'bench',
  'web/build',
];
/** Run isolated whatever they contain: ESLint's resolver caches what the probes' virtual files import. */
const ALWAYS_ISOLATED = ['test/architecture/boundaries.test.ts'];
/** Builds the SPA: part of npm run test:infra (vitest.infra.config.ts). */
const NODE_TESTS_ELSEWHERE = ['web/build/first-load.test.ts', 'web/build/built-shells-csp.test.ts'];
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\(|\bmockClient\(|\bmockDocumentClient\(|process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=)|delete process\.env|Object\.assign\(process\.env|globalThis\.\w+\s*=(?!=)|vitest: isolate/;

function testFiles(folder: string): string[] {
  const root = import.meta.dirname;
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.split('/').includes('node_modules'))
    .map((file) => relative(root, join(root, folder, file)));
}

const nodeTests = NODE_TEST_FOLDERS.flatMap(testFiles).filter((file) => !NODE_TESTS_ELSEWHERE.includes(file));
const isolated = nodeTests.filter(
  (file) => ALWAYS_ISOLATED.includes(file) || NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
);
const shared = nodeTests.filter((file) => !isolated.includes(file));
const nodeEnv = { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // No EMF metric lines in the test output (the metrics' own tests turn them on).
          env: nodeEnv,
          include: shared,
          isolate: false,
        },
      },
      {
        test: { name: 'node-isolated', environment: 'node', env: nodeEnv, include: isolated },
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
