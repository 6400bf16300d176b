/**
 * The auth API (/oauth) over Cognito. Its success bodies are flat (the spec's shapes: login answers the tokens
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

export const authContract = defineContract(
  'auth',
  '/oauth',
  schemas,
  (route) => ({
    /** Sign in with e-mail and password. */
    login: route.post('/oauth/auth/login', 'public', answer<TokenSet>(), (s) => ({ body: s.loginSchema })),
    /** Create a consumer or producer account. */
    signup: route.post('/oauth/auth/signup', 'public', answer<SignUpResult>(), (s) => ({
      body: s.signupSchema,
    })),
    /** Confirm an account with the e-mailed code. */
    confirm: route.post('/oauth/auth/confirm', 'public', answer<Said>(), (s) => ({ body: s.confirmSchema })),
    /**
     * Send a new confirmation code to an account not yet confirmed (ours). The same answer for an unknown or an
     * already confirmed address, so the call tells nobody who has an account.
     */
    resendCode: route.post('/oauth/auth/resend-code', 'public', answer<Said>(), (s) => ({
      body: s.resendCodeSchema,
    })),
    /** Send a password reset code. */
    forgotPassword: route.post(
      '/oauth/auth/forgot-password',
      'public',
      answer<ForgotPasswordResult>(),
      (s) => ({
        body: s.forgotPasswordSchema,
      }),
    ),
    /** Set a new password with the reset code. */
    resetPassword: route.post('/oauth/auth/reset-password', 'public', answer<Said>(), (s) => ({
      body: s.resetPasswordSchema,
    })),
    /** Exchange a refresh token for new tokens. */
    refreshToken: route.post('/oauth/auth/refresh-token', 'public', answer<TokenSet>(), (s) => ({
      body: s.refreshTokenSchema,
    })),
    /** Revoke the refresh token. */
    logout: route.post('/oauth/auth/logout', 'signed-in', answer<Said>(), (s) => ({ body: s.logoutSchema })),
    /**
     * Change the signed-in user's password (ours), with the current one. Every session of the user ends, this one
     * too: the client signs in again with the new password (docs/web-session.md).
     */
    changePassword: route.post('/oauth/auth/change-password', 'signed-in', answer<Said>(), (s) => ({
      body: s.changePasswordSchema,
    })),
    /** The signed-in user. */
    userInfo: route.get('/oauth/auth/user-info', 'signed-in', answer<UserInfo>()),
  }),
  { successBody: 'flat' },
);

export type AuthEndpoints = typeof authContract.endpoints;
