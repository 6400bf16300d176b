import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from './data/testing.js';
import { clientAddress, countAttempt } from './rate-limit.js';

const ddbMock = mockDocumentClient();
const limit = { scope: 'login:username', max: 10, windowSeconds: 100 };
const T = 1_000_000_000_000; // a window start (a multiple of 100 s)

beforeEach(() => {
  ddbMock.reset();
});

describe('countAttempt (sliding window over two fixed windows)', () => {
  it('counts in the current window with a TTL past the next one', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 3 } });
    ddbMock.on(GetCommand).resolves({});
    expect(await countAttempt(limit, 'ana@finca.es', T + 10_000)).toBe(3);
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ PK: 'ATTEMPTS#login:username#ana@finca.es', SK: `WINDOW#${T}` });
    expect(update?.ExpressionAttributeValues?.[':expiresAt']).toBe(T / 1000 + 200);
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input.Key?.SK).toBe(`WINDOW#${T - 100_000}`);
  });

  it('weighs the previous window by its overlap, so a burst across the boundary gets no second quota', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { attempts: 10 } });
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
    // 10% into the window: 1 + 10 x 0.9 = 10, still allowed.
    expect(await countAttempt(limit, 'ana@finca.es', T + 10_000)).toBeCloseTo(10);
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 2 } });
    await expect(countAttempt(limit, 'ana@finca.es', T + 10_000)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Espera un momento antes de reintentar.',
    });
    // 95% into the window the old attempts hardly count.
    expect(await countAttempt(limit, 'ana@finca.es', T + 95_000)).toBeCloseTo(2.5);
  });

  it('reads the viewer address behind CloudFront only when the origin secret is configured', () => {
    const event = {
      headers: { 'x-pitahaya-viewer-address': '203.0.113.7' },
      requestContext: { http: { sourceIp: '10.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;
    expect(clientAddress(event)).toBe('10.0.0.1');
    process.env.ORIGIN_VERIFY_SECRET = 'x';
    try {
      expect(clientAddress(event)).toBe('203.0.113.7');
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  });
});
