/**
 * A Vitest reporter for the timing report of `npm test` (test/run.ts, test/support/timing.ts): writes, to the
 * file PITAHAYA_TIMING_FILE names, each test file's tests by state and what its time went to (environment,
 * setup files, importing the file and what it imports, the tests and hooks). Nothing without the variable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTiming, SuiteTiming } from './timing.js';

export default class TimingReporter implements Reporter {
  private started = Date.now();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.PITAHAYA_TIMING_FILE;
    if (!target) return;
    const files: FileTiming[] = testModules.map((module) => {
      const states = [...module.children.allTests()].map((test) => test.result().state);
      const diagnostic = module.diagnostic();
      const ms = (value: number) => Math.round(value);
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        passed: states.filter((state) => state === 'passed').length,
        failed: states.filter((state) => state === 'failed').length,
        skipped: states.filter((state) => state === 'skipped' || state === 'pending').length,
        environmentMs: ms(diagnostic.environmentSetupDuration),
        setupMs: ms(diagnostic.prepareDuration + diagnostic.setupDuration),
        importMs: ms(diagnostic.collectDuration),
        testsMs: ms(diagnostic.duration),
      };
    });
    const suite: SuiteTiming = { wallMs: Date.now() - this.started, files };
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(suite, null, 1));
  }
}
