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

export const authContract = defineContract({
  domain: 'auth',
  basePath: '/oauth',
  successBody: 'flat',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    login: {
      method: 'POST',
      path: '/oauth/auth/login',
      access: 'public',
      summary: 'Sign in with e-mail and password',
      input: (s) => ({ body: s.loginSchema }),
      answer: answer<TokenSet>(),
    },
    signup: {
      method: 'POST',
      path: '/oauth/auth/signup',
      access: 'public',
      summary: 'Create a consumer or producer account',
      input: (s) => ({ body: s.signupSchema }),
      answer: answer<SignUpResult>(),
    },
    confirm: {
      method: 'POST',
      path: '/oauth/auth/confirm',
      access: 'public',
      summary: 'Confirm an account with the e-mailed code',
      input: (s) => ({ body: s.confirmSchema }),
      answer: answer<Said>(),
    },
    forgotPassword: {
      method: 'POST',
      path: '/oauth/auth/forgot-password',
      access: 'public',
      summary: 'Send a password reset code',
      input: (s) => ({ body: s.forgotPasswordSchema }),
      answer: answer<ForgotPasswordResult>(),
    },
    resetPassword: {
      method: 'POST',
      path: '/oauth/auth/reset-password',
      access: 'public',
      summary: 'Set a new password with the reset code',
      input: (s) => ({ body: s.resetPasswordSchema }),
      answer: answer<Said>(),
    },
    refreshToken: {
      method: 'POST',
      path: '/oauth/auth/refresh-token',
      access: 'public',
      summary: 'Exchange a refresh token for new tokens',
      input: (s) => ({ body: s.refreshTokenSchema }),
      answer: answer<TokenSet>(),
    },
    logout: {
      method: 'POST',
      path: '/oauth/auth/logout',
      access: 'signed-in',
      summary: 'Revoke the refresh token',
      input: (s) => ({ body: s.logoutSchema }),
      answer: answer<Said>(),
    },
    userInfo: {
      method: 'GET',
      path: '/oauth/auth/user-info',
      access: 'signed-in',
      summary: 'The signed-in user',
      answer: answer<UserInfo>(),
    },
  },
});

export type AuthEndpoints = typeof authContract.endpoints;
