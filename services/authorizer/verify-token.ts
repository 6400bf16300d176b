/**
 * Verifies a Cognito access token (signature, expiry, issuer, client, token_use). In AWS: Cognito's issuer
 * through CognitoJwtVerifier. On this machine: cognito-local's issuer (COGNITO_ISSUER); its JWKS is served over
 * plain http, which aws-jwt-verify does not fetch, so it is fetched here once and handed to the verifier.
 */
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { readEnv } from '../lib/env.js';

export interface AccessClaims {
  sub: string;
  username: string;
}

type Verify = (token: string) => Promise<JwtPayload>;
let verifier: Verify | undefined;

function createVerifier(): Verify {
  const env = readEnv();
  if (!env.cognitoIssuer) {
    const cognito = CognitoJwtVerifier.create({
      userPoolId: env.userPoolId,
      tokenUse: 'access',
      clientId: env.userPoolClientId,
    });
    return (token) => cognito.verify(token);
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
  return async (token) => {
    jwksLoaded ??= fetch(`${issuer}/.well-known/jwks.json`)
      .then((response) => response.json() as Promise<Jwks>)
      .then((jwks) => local.cacheJwks(jwks));
    await jwksLoaded.catch((error: unknown) => {
      jwksLoaded = undefined;
      throw error;
    });
    return local.verify(token);
  };
}

/** The token's subject and username, or null when the token is not valid for this pool and client. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  verifier ??= createVerifier();
  try {
    const payload = await verifier(token);
    const sub = typeof payload.sub === 'string' ? payload.sub : '';
    const username = typeof payload.username === 'string' ? payload.username : sub;
    return sub ? { sub, username } : null;
  } catch {
    return null;
  }
}
