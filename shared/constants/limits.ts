/**
 * Bounds of the requests every domain takes: paging, ids, bodies, dates and notes (a client mistake must end in a
 * 422/404, never reach DynamoDB as an unsafe number or an over-long key). Schemas, forms and services import
 * these; nothing restates them. A domain's own bounds sit in its file (products.ts, cart.ts, users.ts, ...).
 */

/** Paging of list calls: `limit` + opaque `nextToken`. */
export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;
/** Longer page tokens are refused before decoding (a real key of the table is a few hundred characters). */
export const PAGE_TOKEN_MAX_LENGTH = 2048;
/** The `page` query parameter some clients send is accepted up to this value (paging itself is by nextToken). */
export const PAGE_NUMBER_MAX = 10_000;

/** Requests with a larger body are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Ids in paths and bodies (UUIDs and our own ids are far shorter; DynamoDB keys allow 2048 bytes). */
export const ID_MAX_LENGTH = 128;
/** Characters an id may have: letters, digits, '-', '_' (UUIDs, Cognito subs, our ids). */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Longest date text accepted in filters (ISO 8601: '2026-06-01' or '2026-06-01T12:00:00.000Z'). */
export const DATE_TEXT_MAX_LENGTH = 30;
/** Notes (shipping notes, a status change's note) are at most this long. */
export const NOTES_MAX_LENGTH = 500;
