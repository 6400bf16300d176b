/**
 * API Gateway (HTTP API) Lambda authorizer, simple responses, on every route that needs a caller. It never
 * denies and never throws: services/lib/auth/resolve-caller.ts verifies the bearer token, refuses tokens
 * revoked at logout, resolves role and status, and the verdict travels in the context. The domain handler
 * answers 401/403 (and 503 for 'unavailable') with the contract's error envelope, which API Gateway's own deny
 * responses would not carry (docs/decisions.md). The public catalog reads have no authorizer: the products
 * function resolves a bearer token itself with the same code.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { bearerToken, resolveCaller } from '../lib/auth/resolve-caller.js';
import { warmUp } from '../lib/auth/verify-token.js';
import type { AuthorizerContext } from '../lib/identity.js';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';

const logger = createLogger('authorizer');

// Signing keys at cold start, so verification does not depend on Cognito answering later.
await warmUp();

export { bearerToken };

async function handle(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  return { isAuthorized: true, context: await resolveCaller(event.headers, logger) };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
