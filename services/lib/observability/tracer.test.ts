import { describe, expect, it } from 'vitest';
import { annotate, traceClient, tracer, tracingMiddleware, tracingWanted } from './tracer.js';

describe('tracer', () => {
  it('records traces in Lambda only, unless POWERTOOLS_TRACE_ENABLED=false', () => {
    expect(tracingWanted({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' })).toBe(true);
    expect(
      tracingWanted({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'FALSE' }),
    ).toBe(false);
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ POWERTOOLS_TRACE_ENABLED: 'true' })).toBe(false);
  });

  it('is not loaded here: clients stay as they are and the middleware does nothing', () => {
    expect(tracer).toBeNull();
    const client = { send: () => undefined };
    expect(traceClient(client)).toBe(client);
    expect(tracingMiddleware()).toBeNull();
    expect(() => annotate('route', 'orders.checkout')).not.toThrow();
  });
});
