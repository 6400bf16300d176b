import { describe, expect, it } from 'vitest';
import { METRIC_GROUPS } from './route-meta.js';
import { JOURNEY_GROUPS, ROUTES } from './route-table.js';

describe('route metadata', () => {
  it('declares a public cache only on anonymous GETs under /v1/products (the one CloudFront behaviour that keeps answers)', () => {
    const cached = ROUTES.filter((route) => route.cache === 'public');
    expect(cached.length).toBeGreaterThan(0);
    for (const route of cached) {
      expect(route.method, route.id).toBe('GET');
      expect(route.access, route.id).toBe('public');
      expect(route.path.startsWith('/v1/products'), route.id).toBe(true);
    }
  });

  it('throttles below the stage default, with a burst at least the rate', () => {
    for (const route of ROUTES.filter((r) => r.throttle)) {
      const { rateLimit, burstLimit } = route.throttle ?? { rateLimit: 0, burstLimit: 0 };
      expect(Number.isInteger(rateLimit) && rateLimit > 0 && rateLimit <= 50, route.id).toBe(true);
      expect(Number.isInteger(burstLimit) && burstLimit >= rateLimit && burstLimit <= 100, route.id).toBe(
        true,
      );
    }
  });

  it('gives every journey routes, and its own latency only to the domains that record one', () => {
    for (const group of METRIC_GROUPS) expect(JOURNEY_GROUPS[group].length, group).toBeGreaterThan(0);
    const timed = ROUTES.filter((route) => route.metrics?.domainLatency);
    expect(new Set(timed.map((route) => route.domain))).toEqual(new Set(['products', 'orders']));
  });
});
