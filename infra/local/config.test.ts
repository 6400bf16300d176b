import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS, portsFromEnv, serviceEnvironment } from './config.js';
import { corsConfiguration } from './s3.js';
import { accountsTable } from './banner.js';

describe('ports', () => {
  it('defaults to 3000, 8000, 9229, 4569 and 12111', () => {
    expect(portsFromEnv({})).toEqual({
      gateway: 3000,
      dynamodb: 8000,
      cognito: 9229,
      s3: 4569,
      stripe: 12111,
    });
    expect(DEFAULT_PORTS).toEqual(portsFromEnv({}));
  });
  it('reads PORT, DYNAMODB_PORT, COGNITO_PORT, S3_PORT and STRIPE_PORT', () => {
    expect(
      portsFromEnv({
        PORT: '8080',
        DYNAMODB_PORT: '8001',
        COGNITO_PORT: '9230',
        S3_PORT: '4570',
        STRIPE_PORT: '12112',
      }),
    ).toEqual({
      gateway: 8080,
      dynamodb: 8001,
      cognito: 9230,
      s3: 4570,
      stripe: 12112,
    });
  });
  it('refuses a port that is not a number', () => {
    expect(() => portsFromEnv({ PORT: 'abc' })).toThrow(/PORT=abc/);
  });
});

describe('handler environment', () => {
  it('sets what services/lib/env.ts reads, with dummy credentials', () => {
    const env = serviceEnvironment(
      { dynamodb: 'http://127.0.0.1:8000', cognito: 'http://127.0.0.1:9229', s3: 'http://127.0.0.1:4569' },
      {
        tableName: 't',
        userPoolId: 'local_1',
        userPoolClientId: 'c',
        bucket: 'b',
        issuer: 'http://127.0.0.1:9229/local_1',
      },
      'WARN',
    );
    expect(env).toMatchObject({
      TABLE_NAME: 't',
      USER_POOL_ID: 'local_1',
      USER_POOL_CLIENT_ID: 'c',
      IMAGES_BUCKET: 'b',
      IMAGES_BASE_URL: '/images/',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      COGNITO_ISSUER: 'http://127.0.0.1:9229/local_1',
      PITAHAYA_LOCAL: 'true',
      SDK_REQUEST_TIMEOUT_MS: '30000',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      POWERTOOLS_LOG_LEVEL: 'WARN',
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
  });
});

describe('bucket CORS', () => {
  it('lets the site origins PUT and GET with any header', () => {
    const xml = corsConfiguration(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(xml).toContain('<AllowedOrigin>http://localhost:3000</AllowedOrigin>');
    expect(xml).toContain('<AllowedOrigin>http://127.0.0.1:3000</AllowedOrigin>');
    expect(xml).toContain('<AllowedMethod>PUT</AllowedMethod>');
    expect(xml).toContain('<AllowedMethod>GET</AllowedMethod>');
    expect(xml).toContain('<AllowedHeader>*</AllowedHeader>');
  });
});

describe('banner', () => {
  it('lists the binding demo accounts', () => {
    const table = accountsTable();
    expect(table).toMatch(/admin\s+admin@pitahaya\.test\s+Admin123!/);
    expect(table).toMatch(/productor\s+productor@pitahaya\.test\s+Productor123!/);
    expect(table).toMatch(/cliente\s+cliente@pitahaya\.test\s+Cliente123!/);
  });
});
