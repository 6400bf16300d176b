/** JSON responses in API Gateway's v2 shape, always with the contract's envelope. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  errorEnvelope,
  successEnvelope,
  type ErrorCode,
  type FieldError,
} from '../../../shared/contracts/http.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function json(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function success(data: unknown, message?: string, statusCode = 200, headers?: Record<string, string>) {
  return json(statusCode, successEnvelope(data, message), headers);
}

/**
 * Bytes (a PDF) in API Gateway's v2 shape: base64 with `isBase64Encoded: true`, which API Gateway (and the local
 * gateway) decode before answering the client. Never cached by shared caches: these are someone's documents.
 */
export function binary(
  statusCode: number,
  bytes: Uint8Array,
  contentType: string,
  options: { filename?: string; headers?: Record<string, string> } = {},
): APIGatewayProxyStructuredResultV2 {
  const filename = options.filename?.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    statusCode,
    headers: {
      'content-type': contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      ...(filename ? { 'content-disposition': `inline; filename="${filename}"` } : {}),
      ...options.headers,
    },
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}

export function failure(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]) {
  return json(statusCode, errorEnvelope(code, message, errors));
}
