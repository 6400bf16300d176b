/**
 * Global setup of the integration and browser suites: starts the real local stack (DynamoDB Local,
 * cognito-local, s3rver and the local gateway) once on free ports in a throw-away data folder, and hands its
 * base URL to the tests (`inject('baseUrl')`). With E2E_BASE_URL set, it uses that running stack instead.
 */
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return async () => {};
  }
  const { startTestStack } = await import('./stack.js');
  const stack = await startTestStack();
  project.provide('baseUrl', stack.baseUrl);
  return () => stack.stop();
}
