/**
 * Global setup of the integration and browser suites: starts the real local stack (DynamoDB Local,
 * cognito-local, s3rver, the Stripe stand-in and the local gateway) on free ports in throw-away data folders,
 * ONE STACK PER WORKER (as many as the files that can run at once: the config's maxWorkers, at most one per
 * test file; TEST_STACKS=<n> overrides), all started together. The tests reach theirs through
 * test/support/stack-under-test.ts (`baseUrl`, `stack`): worker N uses stack N, so a file has its stack to itself
 * while it runs. With E2E_BASE_URL set, it uses that running stack instead (details from .local/stack.json when
 * present), shared by every worker.
 */
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../infra/local/config.js';
import { readStackFile, type StackDetails } from '../../infra/local/stack-file.js';

/** Where the stack under test is; empty strings when unknown (external stack without stack.json). */
export interface StackInfo {
  gatewayUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  s3Endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  bucket: string;
  issuer: string;
  /** The local Stripe-compatible server ('' for an older stack file). */
  stripeUrl: string;
  /** Set when the stack could not start here (no Java outside CI): the suites skip. */
  skipReason?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per worker (test/support/stack-under-test.ts picks a file's). */
    stacks: StackInfo[];
  }
}

const EMPTY: StackInfo = {
  gatewayUrl: '',
  dynamodbEndpoint: '',
  cognitoEndpoint: '',
  s3Endpoint: '',
  region: '',
  userPoolId: '',
  clientId: '',
  tableName: '',
  bucket: '',
  issuer: '',
  stripeUrl: '',
};

function stackInfo(details: StackDetails | null, gatewayUrl: string): StackInfo {
  if (!details) return { ...EMPTY, gatewayUrl };
  return {
    gatewayUrl,
    dynamodbEndpoint: details.endpoints.dynamodb,
    cognitoEndpoint: details.endpoints.cognito,
    s3Endpoint: details.endpoints.s3,
    region: details.region,
    userPoolId: details.userPoolId,
    clientId: details.userPoolClientId,
    tableName: details.tableName,
    bucket: details.bucket,
    issuer: details.issuer,
    stripeUrl: details.stripeUrl ?? '',
  };
}

/** How many stacks: one per file that can run at the same time. */
async function stackCount(project: TestProject): Promise<number> {
  const wanted = Number(process.env.TEST_STACKS);
  if (Number.isInteger(wanted) && wanted > 0) return wanted;
  // fileParallelism: false makes maxWorkers 1.
  const workers = Math.max(1, project.config.maxWorkers);
  if (workers === 1) return 1;
  try {
    // The files of this run (the command line's filters are Vitest's filenamePattern): one file, one stack.
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
    const { testFiles } = await project.globTestFiles(filters);
    return Math.max(1, Math.min(workers, testFiles.length));
  } catch {
    return workers;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.replace(/\/$/, '');
    project.provide('stacks', [stackInfo(readStackFile(join(REPO_ROOT, '.local', 'stack.json')), baseUrl)]);
    return async () => {};
  }
  const importing = Date.now();
  const { startTestStack } = await import('./stack.js');
  if (process.env.LOG_LEVEL === 'debug')
    console.log(`[test stack] harness loaded in ${Date.now() - importing} ms`);
  const count = await stackCount(project);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startTestStack()));
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(stacks.map((stack) => stack.stop())).then(() => undefined);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'stacks',
    stacks.map((stack) => ({
      ...stackInfo(stack.details, stack.baseUrl),
      ...(stack.skipReason ? { skipReason: stack.skipReason } : {}),
    })),
  );
  return stopAll;
}
