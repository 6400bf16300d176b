/**
 * The SDK clients give up on a dependency that accepts the connection and never answers (TimeoutError, which
 * the domain handler answers with 503) instead of waiting until the Lambda times out. A real socket that
 * never answers; the answer timeout lowered through SDK_REQUEST_TIMEOUT_MS as the local stack does.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
const sockets: Socket[] = [];
let endpoint: string;

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  vi.unstubAllEnvs();
});

/** The clients' modules loaded afresh, with `endpointVariable` at the silent server and a 200 ms answer timeout. */
function toSilentServer(endpointVariable: string) {
  vi.resetModules();
  vi.stubEnv(endpointVariable, endpoint);
  vi.stubEnv('SDK_REQUEST_TIMEOUT_MS', '200');
}

describe('SDK client timeouts', () => {
  it('DynamoDB: a silent endpoint fails with TimeoutError after its attempts', async () => {
    toSilentServer('DYNAMODB_ENDPOINT');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    const { ddb } = await import('./dynamodb.js');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const before = sockets.length;
    await expect(
      ddb().send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } })),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    // DYNAMODB_MAX_ATTEMPTS (2): one retry, then the error.
    expect(sockets.length - before).toBe(2);
  });

  it('Cognito: a silent endpoint fails with TimeoutError', async () => {
    toSilentServer('COGNITO_ENDPOINT');
    const { cognito } = await import('./cognito.js');
    const { GetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    await expect(cognito().send(new GetUserCommand({ AccessToken: 'x' }))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('S3: a silent endpoint fails with TimeoutError', async () => {
    toSilentServer('S3_ENDPOINT');
    const { s3 } = await import('./s3.js');
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    await expect(s3().send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' }))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
