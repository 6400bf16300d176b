/**
 * The EMF lines the functions write (metrics.ts), read back from stdout as CloudWatch would: namespace, the
 * bounded dimensions, units and values; nothing at all when metrics are off (the local stack, the unit tests).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Emf {
  _aws: {
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  [key: string]: unknown;
}

/** The metrics module as a function with this environment loads it, and the EMF lines it writes. */
async function loadMetrics(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const written: string[] = [];
  const warned: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    warned.push(String(chunk));
    return true;
  });
  const module = await import('./metrics.js');
  const lines = (): Emf[] =>
    written
      .join('')
      .split('\n')
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Emf);
  return { ...module, lines, written, warned };
}

const ON = {
  POWERTOOLS_METRICS_DISABLED: 'false',
  POWERTOOLS_METRICS_NAMESPACE: 'Pitahaya/test',
  POWERTOOLS_SERVICE_NAME: 'orders',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('business metrics (EMF)', () => {
  it("writes an invocation's counts, cents and times in one line of the stage's namespace, by service", async () => {
    const { countMetric, centsMetric, timeMetric, publishMetrics, METRIC, lines } = await loadMetrics(ON);
    countMetric(METRIC.ordersPlaced);
    centsMetric(METRIC.revenue, 2490);
    timeMetric(METRIC.checkoutLatency, 123.6);
    publishMetrics();
    const [line, ...more] = lines();
    expect(more).toEqual([]);
    const [directive] = line?._aws.CloudWatchMetrics ?? [];
    expect(directive?.Namespace).toBe('Pitahaya/test');
    expect(directive?.Dimensions).toEqual([['service']]);
    expect(directive?.Metrics).toEqual([
      { Name: 'OrdersPlaced', Unit: 'Count' },
      { Name: 'Revenue', Unit: 'None' },
      { Name: 'CheckoutLatency', Unit: 'Milliseconds' },
    ]);
    expect(line).toMatchObject({ service: 'orders', OrdersPlaced: 1, Revenue: 2490, CheckoutLatency: 124 });
  });

  it('writes a refused checkout at once in a line of its own, by reason (unknown reasons as other)', async () => {
    const { countRefusal, countMetric, publishMetrics, METRIC, lines } = await loadMetrics(ON);
    countMetric(METRIC.ordersPlaced);
    countRefusal('stock');
    countRefusal('made-up' as never);
    expect(lines()).toHaveLength(2);
    for (const line of lines()) {
      expect(line._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service', 'Reason']]);
      expect(line.CheckoutRefused).toBe(1);
    }
    expect(lines().map((line) => line.Reason)).toEqual(['stock', 'other']);
    publishMetrics();
    // The invocation's other metrics keep their own dimensions (no Reason).
    expect(lines()[2]?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service']]);
    expect(lines()[2]).not.toHaveProperty('Reason');
  });

  it('writes nothing, and warns of nothing, for an invocation that recorded no metric', async () => {
    const { publishMetrics, written, warned } = await loadMetrics(ON);
    publishMetrics();
    expect(written).toEqual([]);
    expect(warned).toEqual([]);
  });

  it('writes nothing where metrics are off (the local stack and the tests)', async () => {
    const { countMetric, countRefusal, publishMetrics, METRIC, written } = await loadMetrics({
      ...ON,
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
    countMetric(METRIC.emailsFailed);
    countRefusal('busy');
    publishMetrics();
    expect(written.join('')).not.toContain('_aws');
  });

  it('names a bounded set of reasons and the namespace Pitahaya/local by default', async () => {
    const { CHECKOUT_REFUSAL_REASONS, metrics, lines, countMetric, publishMetrics, METRIC } =
      await loadMetrics({
        POWERTOOLS_METRICS_DISABLED: 'false',
        POWERTOOLS_METRICS_NAMESPACE: '',
      });
    expect(CHECKOUT_REFUSAL_REASONS.length).toBeLessThanOrEqual(15);
    expect(metrics).toBeDefined();
    countMetric(METRIC.payoutsFailed);
    publishMetrics();
    expect(lines()[0]?._aws.CloudWatchMetrics[0]?.Namespace).toBe('Pitahaya/local');
  });
});
