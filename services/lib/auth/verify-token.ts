/**
 * Verifies a Cognito access token (signature, expiry, issuer, client, token_use). In AWS: Cognito's issuer
 * through CognitoJwtVerifier. On this machine: cognito-local's issuer (COGNITO_ISSUER); its JWKS is served over
 * plain http, which aws-jwt-verify does not fetch, so it is fetched here and handed to the verifier.
 *
 * The signing keys are loaded at cold start (warmUp), so a Cognito outage after that does not stop tokens from
 * being verified. A token that cannot be verified because the keys cannot be fetched is 'unavailable' (the
 * route answers 503 when it needs a caller), not 'invalid' (401): the client did nothing wrong.
 */
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { FetchError, JwksNotAvailableInCacheError } from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { readEnv } from '../env.js';

export interface AccessClaims {
  sub: string;
  username: string;
  /** The token's id (jti): logout revokes it. */
  tokenId: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
  /** When its session began (auth_time; iat when absent), epoch seconds: "end all sessions" compares it. */
  issuedAt: number;
  /** Cognito's session id (origin_jti, AWS); absent on cognito-local (docs/security.md, "Sessions"). */
  sessionId?: string;
}

export type Verification = AccessClaims | 'invalid' | 'unavailable';

interface Verifier {
  verify(token: string): Promise<JwtPayload>;
  /** Loads the signing keys. */
  warm(): Promise<void>;
}

/** The local JWKS fetch: bounded, so a hung emulator answers 'unavailable' quickly. */
const JWKS_TIMEOUT_MS = 3_000;

class KeysUnavailableError extends Error {}

function createVerifier(): Verifier {
  const env = readEnv();
  if (!env.cognitoIssuer) {
    const cognito = CognitoJwtVerifier.create({
      userPoolId: env.userPoolId,
      tokenUse: 'access',
      clientId: env.userPoolClientId,
    });
    return { verify: (token) => cognito.verify(token), warm: () => cognito.hydrate() };
  }
  const issuer = env.cognitoIssuer.replace(/\/$/, '');
  const local = JwtVerifier.create({
    issuer,
    audience: null,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      if (payload.client_id !== env.userPoolClientId) throw new Error('Token of another client');
    },
  });
  let jwksLoaded: Promise<void> | undefined;
  const warm = async () => {
    jwksLoaded ??= fetch(`${issuer}/.well-known/jwks.json`, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) })
      .then((response) => {
        if (!response.ok) throw new KeysUnavailableError(`JWKS answered ${response.status}`);
        return response.json() as Promise<Jwks>;
      })
      .then((jwks) => local.cacheJwks(jwks));
    await jwksLoaded.catch((error: unknown) => {
      jwksLoaded = undefined;
      throw error instanceof KeysUnavailableError ? error : new KeysUnavailableError(String(error));
    });
  };
  return {
    warm,
    verify: async (token) => {
      await warm();
      return local.verify(token);
    },
  };
}

let verifier: Verifier | undefined;
const verifierNow = (): Verifier => (verifier ??= createVerifier());

/** Loads the signing keys now (cold start); failures are left for the first request to report. */
export async function warmUp(): Promise<void> {
  try {
    await verifierNow().warm();
  } catch {
    // Cognito is not reachable right now: the first request tries again.
  }
}

const keysUnavailable = (error: unknown): boolean =>
  error instanceof KeysUnavailableError ||
  error instanceof FetchError ||
  error instanceof JwksNotAvailableInCacheError;

/** The token's claims, 'invalid' when it is not a valid access token of this pool and client, or 'unavailable'. */
export async function verifyAccessToken(token: string): Promise<Verification> {
  try {
    const payload = await verifierNow().verify(token);
    const sub = typeof payload.sub === 'string' ? payload.sub : '';
    const username = typeof payload.username === 'string' ? payload.username : sub;
    const tokenId = typeof payload.jti === 'string' ? payload.jti : '';
    const expiresAt = typeof payload.exp === 'number' ? payload.exp : 0;
    const issuedAt =
      typeof payload.auth_time === 'number'
        ? payload.auth_time
        : typeof payload.iat === 'number'
          ? payload.iat
          : 0;
    const sessionId =
      typeof payload.origin_jti === 'string' && payload.origin_jti ? payload.origin_jti : undefined;
    return sub
      ? { sub, username, tokenId, expiresAt, issuedAt, ...(sessionId ? { sessionId } : {}) }
      : 'invalid';
  } catch (error) {
    return keysUnavailable(error) ? 'unavailable' : 'invalid';
  }
}

/** For tests. */
export function resetVerifier(): void {
  verifier = undefined;
}
