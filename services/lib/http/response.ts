/** JSON responses in API Gateway's v2 shape, always with the contract's envelope. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorEnvelope, successEnvelope, type ErrorCode, type FieldError } from '../../../shared/http.js';

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

export function failure(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]) {
  return json(statusCode, errorEnvelope(code, message, errors));
}
