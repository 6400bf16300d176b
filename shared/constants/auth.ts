/** Sign-in, tokens, the authorizer's cache and the password policy. */

export const AUTH_TIMEOUT_MS = 15_000;
export const TOKEN_EARLY_EXPIRY_SECONDS = 300;
export const MIN_REFRESH_TOKEN_LENGTH = 20;
export const LOGOUT_MAX_ATTEMPTS = 2;
export const USER_INFO_MAX_ATTEMPTS = 3;
export const USER_INFO_MAX_REFRESHES = 2;
export const USER_INFO_RETRY_WAIT_MS = 1_000;
/** Access tokens carry no expiry from cognito-local: this is the default lifetime. */
export const DEFAULT_EXPIRES_IN_SECONDS = 3_600;

/**
 * Authorizer: how long a resolved role and active flag may be reused (at most a minute, so a deactivation or a
 * role change takes effect quickly; docs/decisions.md, "Authorizer").
 */
export const AUTHORIZER_CACHE_SECONDS = 30;
/**
 * While Cognito cannot be reached, the last known role and active flag of a caller are served for this much
 * longer (then protected routes answer 503 until Cognito is back).
 */
export const AUTHORIZER_STALE_SECONDS = 300;

/**
 * What the SPA's app client may read and write with a user's own access token (Cognito attribute names). The
 * e-mail is not writable (it would change without verification) and neither is custom:role (only the admin API
 * sets it). The CDK app client and the local one (cognito-local, which does not enforce it: our server wrapper
 * does) use these lists.
 */
export const APP_CLIENT_READ_ATTRIBUTES = ['email', 'email_verified', 'name', 'custom:role'] as const;
export const APP_CLIENT_WRITE_ATTRIBUTES = ['name'] as const;

/** Cognito password policy, enforced by the pool in AWS and by the auth service everywhere. */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Text bounds of the auth payloads (Cognito allows passwords of up to 256 characters; RFC 5321 e-mails 254). */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
/** Cognito's refresh tokens are about 1,800 characters; anything far longer is not one. */
export const REFRESH_TOKEN_MAX_LENGTH = 4096;
