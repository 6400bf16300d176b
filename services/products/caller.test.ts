/**
 * The catalog reads run without the API Gateway authorizer: a bearer token is verified inside the products
 * function with the authorizer's own code (services/lib/auth/resolve-caller.ts): revocation, disabled users
 * and Cognito outages included. Anonymous answers are cacheable; anything with a token is not.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStatusCache } from '../lib/auth/user-status.js';
import { CATALOG_CACHE_CONTROL } from './cache-headers.js';
import { callWithHeaders as call, ddbMock, productItem, PRODUCT_ID } from './testing.js';
import { cognitoMock } from '../lib/auth/testing.js';

vi.mock('../lib/auth/verify-token.js', async () =>
  (await import('../lib/auth/testing.js')).fakeTokenCheck('u-admin'),
);

const inactive = () => ({ Item: productItem({ isActive: false, active: false }) });
const adminUser = (enabled = true) => ({
  Enabled: enabled,
  UserAttributes: [
    { Name: 'email', Value: 'admin@pitahaya.test' },
    { Name: 'custom:role', Value: 'admin' },
  ],
});
const revocation = { PK: 'REVOKED#jti-1', SK: 'ACCESS_TOKEN' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeEach(() => {
  ddbMock.reset();
  cognitoMock.reset();
  clearUserStatusCache();
  // The revocation records (token, session, the user's cut-off) are read in one BatchGetItem: none here.
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
  // The product's farm (its producer's directory item, for product.farm): none stored here, so no farm link.
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(GetCommand, { Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' } }).resolves(inactive());
  cognitoMock.on(AdminGetUserCommand).resolves(adminUser());
});

describe('catalog reads verify a bearer token themselves', () => {
  it('an admin token (no authorizer in front) sees an inactive product; the answer is not cacheable', async () => {
    const { status, body, headers } = await call('GET', `/v1/products/${PRODUCT_ID}`, {
      headers: bearer('good'),
    });
    expect(status).toBe(200);
    expect(body.data.product.isActive).toBe(false);
    expect(headers['cache-control']).toBe('no-store');
    expect(cognitoMock.commandCalls(AdminGetUserCommand)).toHaveLength(1);
  });

  it('anonymous: no token checked, the public view, the answer cacheable by CloudFront', async () => {
    ddbMock
      .on(GetCommand, { Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' } })
      .resolves({ Item: productItem() });
    const { status, headers } = await call('GET', `/v1/products/${PRODUCT_ID}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    expect(headers.vary).toBe('Authorization');
    expect(cognitoMock.commandCalls(AdminGetUserCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
    // The product and its stock item, then its farm's page (docs/farms.md): nothing about the caller.
    expect(ddbMock.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([
      { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' },
      { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'STOCK' },
      { PK: 'USER#u-producer', SK: 'PROFILE' },
    ]);
  });

  it('a token revoked at logout, a bad token, a disabled user: the public view (404 here), never cached', async () => {
    ddbMock
      .on(BatchGetCommand)
      .resolves({ Responses: { pitahaya: [{ ...revocation, expiresAt: 2_000_000_000 }] } });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`, { headers: bearer('good') })).status).toBe(404);
    ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`, { headers: bearer('bad') })).status).toBe(404);
    // The user's status is read beside the revocation records and cached (30 s): a user disabled since is seen
    // once that cache is gone.
    cognitoMock.on(AdminGetUserCommand).resolves(adminUser(false));
    clearUserStatusCache();
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`, { headers: bearer('good') })).status).toBe(404);
  });

  it('Cognito or its keys unreachable: the catalog goes on anonymously (no 5xx)', async () => {
    ddbMock
      .on(GetCommand, { Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' } })
      .resolves({ Item: productItem() });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`, { headers: bearer('keys-down') })).status).toBe(
      200,
    );
    cognitoMock.on(AdminGetUserCommand).rejects(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    const { status, headers } = await call('GET', '/v1/products', { headers: bearer('good') });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
  });
});
