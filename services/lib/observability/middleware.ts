/**
 * What every Lambda entry adds to its middy chain: the trace of the invocation (tracer.ts) and the flush of
 * the metrics it recorded (metrics.ts), also when it throws. `observed` wraps a plain handler with both.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { publishMetrics } from './metrics.js';
import { tracingMiddleware } from './tracer.js';

export function metricsMiddleware(): MiddlewareObj {
  return {
    after: async () => publishMetrics(),
    onError: async () => publishMetrics(),
  };
}

/** The tracing (where traces are recorded) and metrics middlewares, in order. */
export function observability(): MiddlewareObj[] {
  const tracing = tracingMiddleware();
  return tracing ? [tracing, metricsMiddleware()] : [metricsMiddleware()];
}

/** A plain Lambda handler, traced, with its metrics flushed after each invocation (same signature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler's event and context
export function observed<H extends (event: any, context: Context) => Promise<unknown>>(handler: H): H {
  return middy(handler).use(observability()) as unknown as H;
}
