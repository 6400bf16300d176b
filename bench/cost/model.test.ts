import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ASSUMPTIONS,
  journeyCost,
  monthly,
  summariesPerMonth,
  total,
  type Assumptions,
  SERVICES,
  type Breakdown,
} from './model.js';
import { PRICES } from './prices.js';
import { emptyUse, type JourneyUsage } from './usage.js';

const assumptions: Assumptions = {
  ...DEFAULT_ASSUMPTIONS,
  catalogHitRate: 0.5,
  memoryMb: (fn) => (fn === 'images' ? 1024 : 512),
  arm: (fn) => fn !== 'images',
};

const usage: JourneyUsage = {
  name: 'test',
  requests: [
    { path: '/v1/products', bytes: 1000, api: true, cacheable: true, image: false },
    { path: '/v1/orders/checkout', bytes: 1000, api: true, cacheable: false, image: false },
    { path: '/images/a.webp', bytes: 8000, api: false, cacheable: false, image: true },
  ],
  functions: {
    products: {
      ...emptyUse(),
      invocations: 1,
      ms: 100,
      readUnits: 4,
      cacheableInvocations: 1,
      cacheableMs: 100,
      cacheableReadUnits: 4,
    },
    orders: { ...emptyUse(), invocations: 1, ms: 200, readUnits: 2, writeUnits: 10 },
  },
  cognitoCalls: 0,
  s3Calls: 0,
  emails: 1,
  logBytes: 300,
  tableBytesAdded: 0,
};

describe('journeyCost', () => {
  it('prices each service from what was measured, the catalog GET halved by the cache hit rate', () => {
    const cost = journeyCost(usage, assumptions);
    expect(cost.CloudFront).toBeCloseTo(
      3 * PRICES.cloudfrontRequest.usd + (10_000 / 1e9) * PRICES.cloudfrontGb.usd,
      12,
    );
    expect(cost['WAF requests']).toBeCloseTo(3 * PRICES.wafRequest.usd, 12);
    expect(cost['API Gateway']).toBeCloseTo(1.5 * PRICES.httpApiRequest.usd, 12);
    const gbSeconds = 0.05 * 0.5 + 0.2 * 0.5;
    expect(cost.Lambda).toBeCloseTo(
      1.5 * PRICES.lambdaRequest.usd + gbSeconds * PRICES.lambdaArmGbSecond.usd,
      12,
    );
    expect(cost.DynamoDB).toBeCloseTo(4 * PRICES.dynamoReadUnit.usd + 10 * PRICES.dynamoWriteUnit.usd, 12);
    expect(cost.S3).toBeCloseTo(0.1 * PRICES.s3Get.usd, 12);
    expect(cost.SES).toBeCloseTo(PRICES.sesEmail.usd, 12);
    expect(cost['CloudWatch Logs']).toBeCloseTo(((300 + 1.5 * 350) / 1e9) * PRICES.logsIngestedGb.usd, 12);
    expect(cost['X-Ray']).toBeCloseTo(1.5 * 0.05 * PRICES.xrayTrace.usd, 12);
  });

  it('costs more when CloudFront answers fewer catalog reads', () => {
    const cold = journeyCost(usage, { ...assumptions, catalogHitRate: 0 });
    expect(total(cold)).toBeGreaterThan(total(journeyCost(usage, assumptions)));
  });
});

describe('monthly', () => {
  it('adds the journeys by the shop size, storage, Cognito above the free users and the fixed costs', () => {
    const one = Object.fromEntries(SERVICES.map((service) => [service, 0])) as Breakdown;
    const purchase = { ...one, DynamoDB: 0.001 };
    const month = monthly(
      {
        name: 'x',
        farms: 2,
        ordersPerMonth: 100,
        visitsPerOrder: 10,
        producerDaysPerFarm: 5,
        admins: 1,
        monthlyActiveUsers: 10_100,
      },
      {
        visit: { ...one, CloudFront: 0.0001 },
        purchase,
        producerDay: one,
        adminDay: one,
        schedules: one,
        summary: { ...one, SES: 0.0001 },
        bytesPerOrder: 1e6,
        bytesPerFarm: 0,
      },
      { alarms: 10, customMetrics: 0, cloudfrontMetrics: 0, secrets: 1, wafRules: 0, dashboards: 0 },
    );
    expect(month.variable.DynamoDB).toBeCloseTo(0.1, 10);
    expect(month.variable.CloudFront).toBeCloseTo(0.1, 10);
    // 2 farms, 100 orders of 2 farms: 3.33 orders a farm-day, so nearly every day has a summary per farm.
    expect(month.summaries).toBeCloseTo(60 * (1 - Math.exp(-200 / 60)), 10);
    expect(month.variable.SES).toBeCloseTo(month.summaries * 0.0001, 10);
    expect(month.storage).toBeCloseTo(
      1.2 * (PRICES.dynamoStorageGbMonth.usd + PRICES.dynamoPitrGbMonth.usd),
      10,
    );
    expect(month.cognito).toBeCloseTo(100 * PRICES.cognitoEssentialsMau.usd, 10);
    expect(month.fixed['CloudWatch alarms']).toBeCloseTo(1, 10);
    expect(month.total).toBeCloseTo(
      0.2 + month.summaries * 0.0001 + month.storage + month.cognito + 5 + 1 + 0.4,
      8,
    );
  });

  it('counts a summary per farm and day with orders: fewer than the days when farms get few orders', () => {
    const size = { name: 'x', visitsPerOrder: 30, producerDaysPerFarm: 20, admins: 1, monthlyActiveUsers: 0 };
    // 20 farms, 500 orders: 1.67 orders a farm-day, 81 % of the days have one.
    expect(summariesPerMonth({ ...size, farms: 20, ordersPerMonth: 500 })).toBeCloseTo(600 * 0.811, 0);
    // A farm with an order every few days gets a summary on those days only.
    expect(summariesPerMonth({ ...size, farms: 100, ordersPerMonth: 150 })).toBeCloseTo(
      3000 * (1 - Math.exp(-0.1)),
      6,
    );
    expect(summariesPerMonth({ ...size, farms: 10, ordersPerMonth: 0 })).toBe(0);
  });
});
