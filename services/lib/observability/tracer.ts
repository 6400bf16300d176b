/**
 * X-Ray traces with Powertools tracer, loaded only where they are recorded: in Lambda (AWS_EXECUTION_ENV set)
 * unless POWERTOOLS_TRACE_ENABLED=false. The local stack and the tests never load it (no X-Ray daemon there,
 * and aws-xray-sdk-core takes ~150 ms to import), so they stay quiet and fast. In AWS the module comes from the
 * observability layer (infra/cdk/constructs/observability-layer.ts), like the logger and metrics.
 *
 * What a trace holds: the function's segment (Lambda, active tracing), `## handler` with the ColdStart and
 * Service annotations (plus `route` on API functions), one subsegment per DynamoDB, Cognito and S3 call
 * (traceClient) and per HTTPS call (Stripe, the JWKS): a checkout shows each of its round trips. Responses are
 * not recorded (they hold personal data); errors are. Sampling is X-Ray's default rule (the first request each
 * second, then 5 %): docs/operations.md.
 */
import type { MiddlewareObj } from '@middy/core';
import type * as TracerModule from '@aws-lambda-powertools/tracer';
import type * as TracerMiddlewareModule from '@aws-lambda-powertools/tracer/middleware';

/** Whether this process records traces (read once, at cold start). */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.AWS_EXECUTION_ENV) && env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
}

/**
 * Named through variables so that no bundler ever inlines them (~128 KB with the X-Ray SDK): in AWS they come
 * from the layer whatever a function's bundling says.
 */
const TRACER_MODULE = '@aws-lambda-powertools/tracer';
const TRACER_MIDDLEWARE_MODULE = '@aws-lambda-powertools/tracer/middleware';

const loaded = tracingWanted()
  ? await Promise.all([
      import(TRACER_MODULE) as Promise<typeof TracerModule>,
      import(TRACER_MIDDLEWARE_MODULE) as Promise<typeof TracerMiddlewareModule>,
    ])
  : null;

/** The function's tracer, or null where traces are not recorded. */
export const tracer: TracerModule.Tracer | null = loaded
  ? new loaded[0].Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'pitahaya' })
  : null;

/** An AWS SDK v3 client whose calls become subsegments (the client itself where tracing is off). */
export function traceClient<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/** An annotation on the current segment (indexed: a trace can be searched by it). */
export function annotate(key: string, value: string): void {
  tracer?.putAnnotation(key, value);
}

/** The `## handler` subsegment around each invocation (null where tracing is off). */
export function tracingMiddleware(): MiddlewareObj | null {
  return loaded && tracer ? loaded[1].captureLambdaHandler(tracer, { captureResponse: false }) : null;
}
