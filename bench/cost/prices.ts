/**
 * AWS list prices the cost model uses: one place, each with its unit and where it comes from. Region eu-west-1
 * (Ireland: the local stack's region and the one docs/infra.md deploys to), USD, on-demand, without free tiers
 * (they are shown apart in docs/cost.md: a cooperative's shop fits in most of them).
 *
 * Recorded 2026-11-26 from AWS's published pricing pages as we last read them (this machine has no network to
 * read them again): DynamoDB on-demand after the November 2024 cut, Cognito's Essentials plan (the plan the CDK
 * app sets), HTTP APIs, CloudFront's Europe/North America tier. Prices change: re-read the source before a budget
 * decision and update the figure and the date here; `npm run bench:cost` prints from this file only.
 */
export const PRICES_AS_OF = '2026-11-26';
export const PRICES_REGION = 'eu-west-1';

export interface Price {
  usd: number;
  unit: string;
  source: string;
}

const price = (usd: number, unit: string, source: string): Price => ({ usd, unit, source });

export const PRICES = {
  lambdaRequest: price(0.2 / 1e6, 'request', 'https://aws.amazon.com/lambda/pricing/'),
  /** arm64 (every function but images, which needs sharp's x86_64 build). */
  lambdaArmGbSecond: price(0.0000133334, 'GB-second (arm64)', 'https://aws.amazon.com/lambda/pricing/'),
  lambdaX86GbSecond: price(0.0000166667, 'GB-second (x86_64)', 'https://aws.amazon.com/lambda/pricing/'),
  httpApiRequest: price(
    1.11 / 1e6,
    'request (first 300 million)',
    'https://aws.amazon.com/api-gateway/pricing/',
  ),
  dynamoWriteUnit: price(
    0.7063 / 1e6,
    'write request unit (on-demand)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  ),
  dynamoReadUnit: price(
    0.1413 / 1e6,
    'read request unit (on-demand)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  ),
  dynamoStorageGbMonth: price(
    0.283,
    'GB-month (standard table class)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  ),
  dynamoPitrGbMonth: price(
    0.224,
    'GB-month of continuous backups',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  ),
  cloudfrontRequest: price(
    0.012 / 1e4,
    'HTTPS request (Europe)',
    'https://aws.amazon.com/cloudfront/pricing/',
  ),
  cloudfrontGb: price(
    0.085,
    'GB out to the internet (Europe, first 10 TB)',
    'https://aws.amazon.com/cloudfront/pricing/',
  ),
  s3Get: price(0.0004 / 1000, 'GET request', 'https://aws.amazon.com/s3/pricing/'),
  s3Put: price(0.005 / 1000, 'PUT request', 'https://aws.amazon.com/s3/pricing/'),
  s3StorageGbMonth: price(0.023, 'GB-month (Standard)', 'https://aws.amazon.com/s3/pricing/'),
  cognitoEssentialsMau: price(
    0.015,
    'monthly active user (Essentials, above the free 10,000)',
    'https://aws.amazon.com/cognito/pricing/',
  ),
  sesEmail: price(0.1 / 1000, 'e-mail', 'https://aws.amazon.com/ses/pricing/'),
  logsIngestedGb: price(
    0.57,
    'GB of logs ingested (CloudWatch Logs, standard)',
    'https://aws.amazon.com/cloudwatch/pricing/',
  ),
  customMetric: price(
    0.3,
    'custom metric per month (EMF, first 10,000)',
    'https://aws.amazon.com/cloudwatch/pricing/',
  ),
  alarm: price(0.1, 'standard-resolution alarm per month', 'https://aws.amazon.com/cloudwatch/pricing/'),
  dashboard: price(
    3,
    'dashboard per month (beyond the 3 free)',
    'https://aws.amazon.com/cloudwatch/pricing/',
  ),
  xrayTrace: price(5 / 1e6, 'trace recorded', 'https://aws.amazon.com/xray/pricing/'),
  wafWebAcl: price(5, 'web ACL per month', 'https://aws.amazon.com/waf/pricing/'),
  wafRule: price(1, 'rule or managed rule group per month', 'https://aws.amazon.com/waf/pricing/'),
  wafRequest: price(0.6 / 1e6, 'request inspected', 'https://aws.amazon.com/waf/pricing/'),
  secret: price(0.4, 'secret per month', 'https://aws.amazon.com/secrets-manager/pricing/'),
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof PRICES;
