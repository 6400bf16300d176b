/**
 * API Gateway (HTTP API) Lambda authorizer, simple responses. It never denies: it verifies the bearer token,
 * resolves role and status, and passes its verdict in the context. The domain handler answers 401/403 with the
 * contract's error envelope, which API Gateway's own deny responses would not carry (see docs/architecture.md).
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import type { AuthorizerContext, Verdict } from '../lib/identity.js';
import { createLogger } from '../lib/logger.js';
import { userStatus } from './user-status.js';
import { verifyAccessToken } from './verify-token.js';

const logger = createLogger('authorizer');

const answer = (
  verdict: Verdict,
  fields: Partial<Omit<AuthorizerContext, 'verdict'>> = {},
): APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext> => ({
  isAuthorized: true,
  context: { verdict, sub: '', username: '', email: '', role: '', ...fields },
});

export function bearerToken(headers: Record<string, string | undefined> | undefined): string | null {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  const token = bearerToken(event.headers);
  if (!token) return answer('anonymous');
  const claims = await verifyAccessToken(token);
  if (!claims) return answer('invalid');
  const status = await userStatus(claims.username);
  if (!status) return answer('invalid');
  const fields = { sub: claims.sub, username: claims.username, email: status.email, role: status.role };
  if (!status.enabled) {
    logger.info('Inactive user', { sub: claims.sub });
    return answer('inactive', fields);
  }
  return answer('authenticated', fields);
}
