/**
 * Logout revocation of access tokens. Cognito's RevokeToken ends the refresh token, but an access token stays
 * valid (its signature checks out) until it expires, up to an hour. So logout also writes a revocation record
 * keyed by the token's id (jti) with a TTL at the token's expiry, and the authorizer refuses a revoked token
 * (one GetItem per request that carries a token). docs/security.md.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';
import { revokedTokenKeys } from './keys.js';

export async function revokeAccessToken(tokenId: string, expiresAt: number, userId: string): Promise<void> {
  if (!tokenId) return;
  await ddb().send(
    new PutCommand({
      TableName: readEnv().tableName,
      Item: {
        ...revokedTokenKeys.item(tokenId),
        entity: 'RevokedToken',
        userId,
        revokedAt: new Date().toISOString(),
        // TTL: DynamoDB removes the record once the token could not be used anyway.
        expiresAt: expiresAt > 0 ? expiresAt : Math.floor(Date.now() / 1000) + 3600,
      },
    }),
  );
}

export async function isRevoked(tokenId: string): Promise<boolean> {
  if (!tokenId) return false;
  const { Item } = await ddb().send(
    new GetCommand({ TableName: readEnv().tableName, Key: revokedTokenKeys.item(tokenId) }),
  );
  return Item !== undefined && (typeof Item.expiresAt !== 'number' || Item.expiresAt * 1000 > Date.now());
}
