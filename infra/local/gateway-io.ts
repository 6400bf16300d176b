/** The local gateway's small HTTP parts: a JSON answer, and a request body read up to a limit. */
import type { IncomingMessage } from 'node:http';
import type { HttpAnswer } from './lambda-event.js';

export const json = (
  statusCode: number,
  value: unknown,
  headers: Record<string, string> = {},
): HttpAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  cookies: [],
  body: Buffer.from(JSON.stringify(value), 'utf8'),
});

/**
 * How much of a body over the limit the gateway still reads (and throws away) before it answers 413: a client
 * that sends a whole 10 MB body (API Gateway's own payload limit) reads the 413 envelope instead of meeting a
 * connection closed under its upload. Past this, the answer closes the connection.
 */
export const GATEWAY_DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** The body, or: too large (`drained`: the rest was read and dropped, so the connection can stay open). */
export type BodyResult = { ok: true; body: Buffer } | { ok: false; drained: boolean };

/**
 * Reads the request body up to `limit` bytes. Over it, keeps reading without keeping anything until the body
 * ends (answer { ok: false, drained: true }) or `drainLimit` bytes came in (declared or read: { ok: false,
 * drained: false }, the caller closes the connection).
 */
export function readBody(
  request: IncomingMessage,
  limit: number,
  drainLimit: number = GATEWAY_DRAIN_MAX_BYTES,
): Promise<BodyResult> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > drainLimit)
    return Promise.resolve({ ok: false, drained: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) settle({ ok: false, drained: false });
      else if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () =>
      settle(size > limit ? { ok: false, drained: true } : { ok: true, body: Buffer.concat(chunks) }),
    );
    request.on('error', (error) => {
      if (!settled) reject(error);
    });
  });
}
