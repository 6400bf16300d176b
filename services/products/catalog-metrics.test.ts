import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../shared/contracts/route-table.js';
import { metrics } from '../lib/observability/metrics.js';
import { observeCatalog } from './catalog-metrics.js';

afterEach(() => vi.restoreAllMocks());

describe('catalog metrics', () => {
  it("records the latency of the catalog's list and product reads only", () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    const outcome = { statusCode: 200, error: null, milliseconds: 41.7 };
    observeCatalog({ ...outcome, route: getRoute('products.list') });
    observeCatalog({ ...outcome, route: getRoute('products.get'), milliseconds: 12 });
    observeCatalog({ ...outcome, route: getRoute('products.create') });
    expect(added.mock.calls).toEqual([
      ['CatalogLatency', 'Milliseconds', 42],
      ['CatalogLatency', 'Milliseconds', 12],
    ]);
  });
});
