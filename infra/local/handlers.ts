/**
 * The Lambda handlers the gateway runs in this process: services/<domain>/handler.ts,
 * services/authorizer/handler.ts and services/events/handler.ts (run by the stream poller), the very code
 * deployed to AWS. They are imported (dynamic import) only after
 * the stack has set process.env, because they read their configuration from it, and each import is cached.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  DynamoDBBatchResponse,
  DynamoDBStreamEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayRequestAuthorizerEventV2,
  Context,
  S3Event,
} from 'aws-lambda';
import type { Domain } from '../../shared/contracts/route-table.js';
import { meterHandler } from './meter.js';

export type DomainHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2<unknown>>;
export interface AuthorizerAnswer {
  isAuthorized: boolean;
  context?: Record<string, unknown>;
}
/** The images function (services/images/handler.ts): S3 event notifications of uploads. */
export type ImagesHandler = (event: S3Event) => Promise<unknown>;
export type AuthorizerHandler = (
  event: APIGatewayRequestAuthorizerEventV2,
  context: Context,
) => Promise<AuthorizerAnswer>;

/** The events function: consumer of the table's stream (services/events/handler.ts). */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | void>;

/** A handler file that does not exist (yet). */
export class HandlerMissingError extends Error {
  constructor(readonly file: string) {
    super(`Handler not found: ${file}`);
    this.name = 'HandlerMissingError';
  }
}

export interface HandlerRegistry {
  domain(domain: Domain): Promise<DomainHandler>;
  authorizer(): Promise<AuthorizerHandler>;
  images(): Promise<ImagesHandler>;
  events(): Promise<StreamHandler>;
  /** services/seo/handler.ts: the share pages (product link tags, sitemap.xml, robots.txt). */
  seo(): Promise<DomainHandler>;
  /** Imports every handler now (errors are reported per file, not thrown). */
  preload(
    domains: readonly Domain[],
  ): Promise<{ loaded: string[]; failed: { name: string; error: unknown }[] }>;
}

export function createHandlerRegistry(servicesDir: string): HandlerRegistry {
  const cache = new Map<string, Promise<unknown>>();
  const load = (name: string): Promise<unknown> => {
    let loading = cache.get(name);
    if (!loading) {
      const file = join(servicesDir, name, 'handler.ts');
      loading = existsSync(file)
        ? import(pathToFileURL(file).href).then((module: { handler?: unknown }) => {
            if (typeof module.handler !== 'function')
              throw new Error(`${file} does not export a handler function`);
            // Timed and metered only under `npm run bench:cost` (infra/local/meter.ts).
            return meterHandler(name, module.handler as (...args: never[]) => Promise<unknown>);
          })
        : Promise.reject(new HandlerMissingError(file));
      // A failed import is retried on the next request (the file may appear or be fixed meanwhile).
      loading.catch(() => cache.delete(name));
      cache.set(name, loading);
    }
    return loading;
  };
  return {
    domain: (domain) => load(domain) as Promise<DomainHandler>,
    authorizer: () => load('authorizer') as Promise<AuthorizerHandler>,
    images: () => load('images') as Promise<ImagesHandler>,
    events: () => load('events') as Promise<StreamHandler>,
    seo: () => load('seo') as Promise<DomainHandler>,
    async preload(domains) {
      const names = [...domains, 'authorizer', 'images', 'events', 'seo'];
      const results = await Promise.allSettled(names.map((name) => load(name)));
      return {
        loaded: names.filter((_, index) => results[index]?.status === 'fulfilled'),
        failed: results.flatMap((result, index) =>
          result.status === 'rejected'
            ? [{ name: names[index] as string, error: result.reason as unknown }]
            : [],
        ),
      };
    },
  };
}

/** A Lambda context like AWS passes (memory, timeout and names as the CDK would set them). */
export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
