/**
 * Sessions and their revocation (docs/security.md, "Sessions"). A session is one sign-in and every token
 * refreshed from it. Its id is Cognito's `origin_jti` claim when the access token has one (AWS: the same for
 * every access token refreshed from one sign-in), otherwise one the auth service makes at login (cognito-local's
 * tokens have no origin_jti). The auth service issues every token set (login and refresh pass through it), so it
 * records each session with the access tokens issued in it, and maps the refresh token (its SHA-256) and each
 * access token (its jti) to the session.
 *
 * What is refused, checked by the authorizer in one BatchGetItem per request with a token (accessRevoked):
 *   - an access token revoked by id (`REVOKED#<jti>`): ending a session writes one for every access token the
 *     session was issued (the only way on this machine, where the token does not name its session);
 *   - an access token of an ended session (`SESSIONS#<sub>` / `SESSION#<origin_jti>` with revokedAt), in AWS;
 *   - every token of the user issued (auth_time, else iat) before their `REVOKED_BEFORE` time ("end all sessions":
 *     an admin's action, a password reset, a deactivation or deletion).
 * The refresh path refuses a refresh token whose session is ended or started before that time (sessionRevoked).
 */
import { createHash, randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { batchGetItems } from '../data/batch-get.js';
import { queryPages } from '../data/query-pages.js';
import { readEnv } from '../env.js';
import { mapLimited } from '../map-limited.js';
import { isConditionFailure } from '../data/condition-failure.js';
import { revokedTokenKeys, sessionKeys } from '../data/keys.js';
import { getItem, putItem, updateItem } from '../data/item-commands.js';

/** A session lasts at most as long as its refresh token (infra/cdk/constructs/user-directory.ts: 30 days). */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;
/** An access token of a session without a recorded expiry is kept revoked this long (cognito-local: 24 h). */
const ACCESS_TOKEN_MAX_SECONDS = 24 * 3600;

const nowSeconds = (now = Date.now()) => Math.floor(now / 1000);
const table = () => readEnv().tableName;

/** What the auth service reads from an access token Cognito just issued (already trusted: it came from Cognito). */
export interface IssuedToken {
  tokenId: string;
  expiresAt: number;
  /** When the session began (auth_time; iat when absent), epoch seconds. */
  authTime: number;
  /** Cognito's session id (AWS); absent on cognito-local. */
  originJti?: string;
}

export function issuedToken(token: string): IssuedToken | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof claims.jti !== 'string' || !claims.jti) return null;
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    return {
      tokenId: claims.jti,
      expiresAt: number(claims.exp),
      authTime: number(claims.auth_time) || number(claims.iat) || nowSeconds(),
      ...(typeof claims.origin_jti === 'string' && claims.origin_jti ? { originJti: claims.origin_jti } : {}),
    };
  } catch {
    return null;
  }
}

export const refreshTokenHash = (refreshToken: string): string =>
  createHash('sha256').update(refreshToken).digest('hex');

export interface SessionRef {
  sessionId: string;
  userId: string;
  /** Epoch seconds. */
  startedAt: number;
  /** The Cognito username (to tell a disabled account from an ended session). */
  username?: string;
}

const sessionExpiry = (startedAt: number) => startedAt + SESSION_MAX_SECONDS;
const tokenExpiry = (token: IssuedToken) => token.expiresAt || nowSeconds() + ACCESS_TOKEN_MAX_SECONDS;

function pointers(session: SessionRef, token: IssuedToken, refreshToken?: string) {
  const common = {
    entity: 'SessionPointer',
    sessionId: session.sessionId,
    userId: session.userId,
    startedAt: session.startedAt,
    ...(session.username ? { username: session.username } : {}),
  };
  return [
    { ...sessionKeys.accessToken(token.tokenId), ...common, expiresAt: tokenExpiry(token) },
    ...(refreshToken
      ? [
          {
            ...sessionKeys.refreshToken(refreshTokenHash(refreshToken)),
            ...common,
            expiresAt: sessionExpiry(session.startedAt),
          },
        ]
      : []),
  ];
}

async function putAll(items: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt === 5) throw new Error('Session records could not be written (unprocessed items)');
      const { UnprocessedItems } = await ddb().send(
        new BatchWriteCommand({ RequestItems: { [table()]: requests } }),
      );
      requests = (UnprocessedItems?.[table()] ?? []) as typeof requests;
    }
  }
}

/**
 * A sign-in: records the new session (id: the token's origin_jti, else a new one) with its first access token,
 * and the pointers from the refresh token and the access token. One BatchWriteItem.
 */
export async function recordSignIn(
  user: { sub: string; username: string },
  token: IssuedToken,
  refreshToken: string,
): Promise<SessionRef> {
  const userId = user.sub;
  const session = {
    sessionId: token.originJti ?? randomUUID(),
    userId,
    startedAt: token.authTime,
    username: user.username,
  };
  await putAll([
    {
      ...sessionKeys.session(userId, session.sessionId),
      entity: 'Session',
      ...session,
      tokens: { [token.tokenId]: tokenExpiry(token) },
      expiresAt: sessionExpiry(session.startedAt),
    },
    ...pointers(session, token, refreshToken),
  ]);
  return session;
}

/** The session a refresh token belongs to, when it was issued through the auth service. */
export async function sessionOfRefreshToken(refreshToken: string): Promise<SessionRef | null> {
  return pointerOf(sessionKeys.refreshToken(refreshTokenHash(refreshToken)));
}

/** The session an access token belongs to, when it was issued through the auth service. */
export async function sessionOfAccessToken(tokenId: string): Promise<SessionRef | null> {
  return tokenId ? pointerOf(sessionKeys.accessToken(tokenId)) : null;
}

async function pointerOf(Key: Record<string, string>): Promise<SessionRef | null> {
  const { Item } = await getItem({ Key, ConsistentRead: true });
  if (!Item || typeof Item.sessionId !== 'string' || typeof Item.userId !== 'string') return null;
  return {
    sessionId: Item.sessionId,
    userId: Item.userId,
    startedAt: Number(Item.startedAt ?? 0),
    ...(typeof Item.username === 'string' ? { username: Item.username } : {}),
  };
}

/** A refresh: the new access token joins its session (and a rotated refresh token points at it too). */
export async function recordRefresh(session: SessionRef, token: IssuedToken, newRefreshToken?: string) {
  try {
    await updateItem({
      Key: sessionKeys.session(session.userId, session.sessionId),
      UpdateExpression: 'SET #tokens.#jti = :exp',
      ConditionExpression: 'attribute_exists(#tokens)',
      ExpressionAttributeNames: { '#tokens': 'tokens', '#jti': token.tokenId },
      ExpressionAttributeValues: { ':exp': tokenExpiry(token) },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A session the table does not know yet (started before sessions were recorded, or outside the service).
    await putItem({
      Item: {
        ...sessionKeys.session(session.userId, session.sessionId),
        entity: 'Session',
        ...session,
        tokens: { [token.tokenId]: tokenExpiry(token) },
        expiresAt: sessionExpiry(session.startedAt),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  }
  await putAll(pointers(session, token, newRefreshToken));
}

interface RevocationItems {
  token?: Record<string, unknown>;
  cutoff?: Record<string, unknown>;
  session?: Record<string, unknown>;
}

/** Reads the given keys in one BatchGetItem (unprocessed keys read again). */
async function readRevocation(keys: {
  token?: Record<string, string>;
  cutoff: Record<string, string>;
  session?: Record<string, string>;
}): Promise<RevocationItems> {
  const wanted = Object.entries(keys).filter(([, key]) => key !== undefined) as [
    keyof RevocationItems,
    Record<string, string>,
  ][];
  const found = await batchGetItems(
    table(),
    wanted.map(([, key]) => key),
    { consistent: true, rounds: 4 },
  );
  const items: RevocationItems = {};
  for (const [name, key] of wanted) {
    const item = found.find((candidate) => candidate.PK === key.PK && candidate.SK === key.SK);
    if (item) items[name] = item;
  }
  return items;
}

const alive = (item: Record<string, unknown> | undefined, now: number) =>
  item !== undefined && (typeof item.expiresAt !== 'number' || item.expiresAt > nowSeconds(now));

const cutBefore = (cutoff: Record<string, unknown> | undefined, time: number, now: number) =>
  alive(cutoff, now) && typeof cutoff?.revokedBefore === 'number' && time < cutoff.revokedBefore;

const ended = (session: Record<string, unknown> | undefined) =>
  session !== undefined && typeof session.revokedAt === 'string';

export interface PresentedToken {
  sub: string;
  tokenId: string;
  /** auth_time (else iat), epoch seconds. */
  issuedAt: number;
  /** origin_jti, when the token has one. */
  sessionId?: string;
}

/**
 * Whether an access token is refused: revoked by id, its session ended (origin_jti), or issued before the
 * user's "revoked before" time. One BatchGetItem of up to three items.
 */
export async function accessRevoked(token: PresentedToken, now = Date.now()): Promise<boolean> {
  const items = await readRevocation({
    ...(token.tokenId ? { token: revokedTokenKeys.item(token.tokenId) } : {}),
    cutoff: sessionKeys.revokedBefore(token.sub),
    ...(token.sessionId ? { session: sessionKeys.session(token.sub, token.sessionId) } : {}),
  });
  return alive(items.token, now) || ended(items.session) || cutBefore(items.cutoff, token.issuedAt, now);
}

/** Whether a session may no longer be refreshed: ended, or started before the user's "revoked before" time. */
export async function sessionRevoked(session: SessionRef, now = Date.now()): Promise<boolean> {
  const items = await readRevocation({
    cutoff: sessionKeys.revokedBefore(session.userId),
    session: sessionKeys.session(session.userId, session.sessionId),
  });
  return ended(items.session) || cutBefore(items.cutoff, session.startedAt, now);
}

/** Revokes single access tokens by id (kept until they expire). */
export async function revokeAccessTokens(
  userId: string,
  tokens: Record<string, number>,
  now = Date.now(),
): Promise<void> {
  const revokedAt = new Date(now).toISOString();
  await putAll(
    Object.entries(tokens)
      .filter(([tokenId]) => tokenId)
      .map(([tokenId, expiresAt]) => ({
        ...revokedTokenKeys.item(tokenId),
        entity: 'RevokedToken',
        userId,
        revokedAt,
        // TTL: DynamoDB removes the record once the token could not be used anyway.
        expiresAt: expiresAt > 0 ? expiresAt : nowSeconds(now) + ACCESS_TOKEN_MAX_SECONDS,
      })),
  );
}

/**
 * Ends one session: marked ended (the authorizer refuses its origin_jti in AWS, the refresh path refuses its
 * refresh token) and every access token issued in it revoked by id, with `extra` (the presented token).
 */
export async function endSession(
  userId: string,
  sessionId: string,
  extra: Record<string, number> = {},
  now = Date.now(),
): Promise<void> {
  const { Attributes } = await updateItem({
    Key: sessionKeys.session(userId, sessionId),
    UpdateExpression:
      'SET #revokedAt = :now, #entity = :entity, #userId = :userId, #sessionId = :sessionId, ' +
      '#expiresAt = if_not_exists(#expiresAt, :expiresAt)',
    ExpressionAttributeNames: {
      '#revokedAt': 'revokedAt',
      '#entity': 'entity',
      '#userId': 'userId',
      '#sessionId': 'sessionId',
      '#expiresAt': 'expiresAt',
    },
    ExpressionAttributeValues: {
      ':now': new Date(now).toISOString(),
      ':entity': 'Session',
      ':userId': userId,
      ':sessionId': sessionId,
      ':expiresAt': nowSeconds(now) + SESSION_MAX_SECONDS,
    },
    ReturnValues: 'ALL_NEW',
  });
  const tokens = { ...((Attributes?.tokens ?? {}) as Record<string, number>), ...extra };
  await revokeAccessTokens(userId, tokens, now);
}

/**
 * Ends every session of a user: the "revoked before" time (now, whole seconds: tokens issued in an earlier
 * second are refused) and each session the table knows ended one by one (which also catches tokens issued
 * earlier in this very second). Answers how many sessions were ended.
 */
export async function endAllSessions(userId: string, now = Date.now()): Promise<number> {
  await putItem({
    Item: {
      ...sessionKeys.revokedBefore(userId),
      entity: 'SessionsRevoked',
      userId,
      revokedBefore: nowSeconds(now),
      revokedAt: new Date(now).toISOString(),
      // Past this, every token issued before the cut has expired anyway.
      expiresAt: nowSeconds(now) + SESSION_MAX_SECONDS + ACCESS_TOKEN_MAX_SECONDS,
    },
  });
  let ended = 0;
  for await (const page of queryPages(ddb(), {
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :session)',
    FilterExpression: 'attribute_not_exists(revokedAt)',
    ProjectionExpression: 'sessionId',
    ExpressionAttributeValues: { ':pk': sessionKeys.revokedBefore(userId).PK, ':session': 'SESSION#' },
  })) {
    const ids = (page.Items ?? []).flatMap((item) =>
      typeof item.sessionId === 'string' ? [item.sessionId] : [],
    );
    await mapLimited(ids, 8, (sessionId) => endSession(userId, sessionId, {}, now));
    ended += ids.length;
  }
  return ended;
}
