/**
 * The auth API (/oauth) over Cognito. Its success bodies are flat (the original API's shapes: login answers the tokens
 * themselves); its errors keep the envelope like every other API.
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { ForgotPasswordResult, SignUpResult, TokenSet, UserInfo } from './entities.js';

/** What the account calls answer: one Spanish sentence. */
export interface Said {
  message: string;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call that only says it was done. */
const SAID = answer<Said>({ message: 'required' });

/** The answer of a sign-in and of a refresh: the tokens themselves. */
const TOKENS = answer<TokenSet>({
  access_token: 'required',
  refresh_token: 'required',
  id_token: 'required',
  expires_in: 'required',
});

/**
 * The calls an attacker would hammer (guessing passwords, codes, addresses) are throttled below the stage's
 * default for everybody together; sign-in leaves room for a busy hour, the other account calls are rare.
 */
const SIGN_IN_THROTTLE = { rateLimit: 10, burstLimit: 20 };
const ACCOUNT_THROTTLE = { rateLimit: 2, burstLimit: 5 };

export const authContract = defineContract(
  'auth',
  '/oauth',
  schemas,
  (route) => ({
    /** Sign in with e-mail and password. */
    login: route.post('/oauth/auth/login', 'public', TOKENS, (s) => ({ body: s.loginSchema }), {
      throttle: SIGN_IN_THROTTLE,
      metrics: { group: 'sign-in' },
    }),
    /** Create a consumer or producer account. */
    signup: route.post(
      '/oauth/auth/signup',
      'public',
      answer<SignUpResult>({ message: 'required', userSub: 'required', userConfirmed: 'required' }, 201),
      (s) => ({ body: s.signupSchema }),
      { throttle: ACCOUNT_THROTTLE },
    ),
    /** Confirm an account with the e-mailed code. */
    confirm: route.post('/oauth/auth/confirm', 'public', SAID, (s) => ({ body: s.confirmSchema }), {
      throttle: { rateLimit: 5, burstLimit: 10 },
    }),
    /**
     * Send a new confirmation code to an account not yet confirmed (ours). The same answer for an unknown or an
     * already confirmed address, so the call tells nobody who has an account.
     */
    resendCode: route.post('/oauth/auth/resend-code', 'public', SAID, (s) => ({ body: s.resendCodeSchema }), {
      throttle: ACCOUNT_THROTTLE,
    }),
    /** Send a password reset code. */
    forgotPassword: route.post(
      '/oauth/auth/forgot-password',
      'public',
      answer<ForgotPasswordResult>({
        message: 'required',
        deliveryMedium: 'required',
        destination: 'required',
      }),
      (s) => ({ body: s.forgotPasswordSchema }),
      { throttle: ACCOUNT_THROTTLE },
    ),
    /** Set a new password with the reset code. */
    resetPassword: route.post(
      '/oauth/auth/reset-password',
      'public',
      SAID,
      (s) => ({ body: s.resetPasswordSchema }),
      { throttle: ACCOUNT_THROTTLE },
    ),
    /** Exchange a refresh token for new tokens. */
    refreshToken: route.post(
      '/oauth/auth/refresh-token',
      'public',
      TOKENS,
      (s) => ({ body: s.refreshTokenSchema }),
      { throttle: { rateLimit: 20, burstLimit: 40 }, metrics: { group: 'sign-in' } },
    ),
    /** Revoke the refresh token. */
    logout: route.post('/oauth/auth/logout', 'signed-in', SAID, (s) => ({
      body: s.logoutSchema,
    })),
    /**
     * Change the signed-in user's password (ours), with the current one. Every session of the user ends, this one
     * too: the client signs in again with the new password (docs/web-session.md).
     */
    changePassword: route.post(
      '/oauth/auth/change-password',
      'signed-in',
      SAID,
      (s) => ({ body: s.changePasswordSchema }),
      { throttle: ACCOUNT_THROTTLE },
    ),
    /** The signed-in user. */
    userInfo: route.get(
      '/oauth/auth/user-info',
      'signed-in',
      answer<UserInfo>({
        id: 'required',
        username: 'required',
        email: 'required',
        role: 'required',
        fullName: 'required',
        isActive: 'required',
        attributes: 'required',
      }),
    ),
  }),
  { successBody: 'flat' },
);

export type AuthEndpoints = typeof authContract.endpoints;
