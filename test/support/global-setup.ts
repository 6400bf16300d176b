/**
 * Global setup of the integration and browser suites: starts the real local stack (DynamoDB Local,
 * cognito-local, s3rver and the local gateway) once on free ports in a throw-away data folder, and hands its
 * base URL to the tests (`inject('baseUrl')`) with the emulators' details (`inject('stack')`). With
 * E2E_BASE_URL set, it uses that running stack instead (details from .local/stack.json when present).
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
  /** Set when the stack could not start here (no Java outside CI): the suites skip. */
  skipReason?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    stack: StackInfo;
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
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.replace(/\/$/, '');
    project.provide('baseUrl', baseUrl);
    project.provide('stack', stackInfo(readStackFile(join(REPO_ROOT, '.local', 'stack.json')), baseUrl));
    return async () => {};
  }
  const importing = Date.now();
  const { startTestStack } = await import('./stack.js');
  if (process.env.LOG_LEVEL === 'debug')
    console.log(`[test stack] harness loaded in ${Date.now() - importing} ms`);
  const stack = await startTestStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('stack', {
    ...stackInfo(stack.details, stack.baseUrl),
    ...(stack.skipReason ? { skipReason: stack.skipReason } : {}),
  });
  return () => stack.stop();
}
