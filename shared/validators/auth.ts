/** The validators of the auth routes (shared/routes.ts), imported by the auth function alone. */
import * as auth from '../contracts/auth/schemas.js';
import type { DomainValidators } from './types.js';

export const AUTH_VALIDATORS: DomainValidators = {
  'auth.login': { body: { schema: auth.loginSchema } },
  'auth.signup': { body: { schema: auth.signupSchema } },
  'auth.confirm': { body: { schema: auth.confirmSchema } },
  'auth.forgotPassword': { body: { schema: auth.forgotPasswordSchema } },
  'auth.resetPassword': { body: { schema: auth.resetPasswordSchema } },
  'auth.refreshToken': { body: { schema: auth.refreshTokenSchema } },
  'auth.logout': { body: { schema: auth.logoutSchema } },
};
