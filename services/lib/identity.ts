/**
 * Who is calling. The Lambda authorizer (services/authorizer) verifies the bearer token, resolves role and
 * active status, and always lets the request through with its verdict in the context; the domain handler
 * reads it here and answers 401/403 with the contract's envelope when the route needs more. Routes with
 * optional sign-in run without the authorizer: their function resolves the verdict itself with the same code
 * (services/lib/auth/resolve-caller.ts) and hands it to identityOf().
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { normalizeRole, type Role } from '../../shared/constants/roles.js';

/**
 * 'unavailable': the caller could not be resolved because Cognito (or the revocation table) does not answer;
 * public routes go on anonymously, protected ones answer 503.
 */
export const VERDICTS = ['authenticated', 'anonymous', 'invalid', 'inactive', 'unavailable'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The authorizer's context (API Gateway allows only flat string/number/boolean values). */
export interface AuthorizerContext {
  verdict: Verdict;
  sub: string;
  username: string;
  email: string;
  role: string;
  /** The access token's id (jti) and expiry (epoch seconds): logout revokes it. */
  tokenId: string;
  tokenExpiresAt: number;
  /** The token's session id (origin_jti) when it has one (AWS), else '': logout ends that session. */
  sessionId: string;
}

export interface Principal {
  userId: string;
  username: string;
  email: string;
  role: Role;
  /** The access token of this request (its jti and expiry), when the authorizer read one. */
  tokenId?: string;
  tokenExpiresAt?: number;
  /** Its session (origin_jti), when the token names one. */
  sessionId?: string;
}

export type Identity =
  | { verdict: 'authenticated'; principal: Principal }
  | { verdict: Exclude<Verdict, 'authenticated'>; principal: null };

type EventWithAuthorizer = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Partial<AuthorizerContext> };
  };
};

/** The authorizer's context of the event, when an authorizer ran. */
export function authorizerContext(event: APIGatewayProxyEventV2): Partial<AuthorizerContext> | undefined {
  return (event as EventWithAuthorizer).requestContext.authorizer?.lambda;
}

export function readIdentity(event: APIGatewayProxyEventV2): Identity {
  return identityOf(authorizerContext(event));
}

/** The identity a verdict stands for (no verdict: anonymous). */
export function identityOf(context: Partial<AuthorizerContext> | undefined): Identity {
  const verdict = VERDICTS.find((v) => v === context?.verdict) ?? 'anonymous';
  if (verdict !== 'authenticated') return { verdict, principal: null };
  const role = normalizeRole(context?.role) ?? 'consumer';
  if (!context?.sub) return { verdict: 'invalid', principal: null };
  return {
    verdict,
    principal: {
      userId: context.sub,
      username: context.username ?? context.sub,
      email: context.email ?? '',
      role,
      ...(context.tokenId ? { tokenId: context.tokenId } : {}),
      ...(typeof context.tokenExpiresAt === 'number' && context.tokenExpiresAt > 0
        ? { tokenExpiresAt: context.tokenExpiresAt }
        : {}),
      ...(context.sessionId ? { sessionId: context.sessionId } : {}),
    },
  };
}
