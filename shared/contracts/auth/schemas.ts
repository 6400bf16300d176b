/** Auth API payloads. */
import * as z from 'zod/mini';
import {
  MIN_REFRESH_TOKEN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY,
  REFRESH_TOKEN_MAX_LENGTH,
} from '../../constants.js';
import { VALIDATION_MESSAGES as M } from '../../messages/validation.js';
import { requiredEmail, requiredText } from '../fields.js';

/** The pool's password policy, checked here too because cognito-local does not enforce it. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .check(
    z.minLength(1, { error: M.passwordRequired, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong, abort: true }),
    z.minLength(PASSWORD_POLICY.minLength, { error: M.passwordMinLength }),
    z.regex(/[a-z]/, { error: M.passwordLowercase }),
    z.regex(/[A-Z]/, { error: M.passwordUppercase }),
    z.regex(/[0-9]/, { error: M.passwordDigit }),
    z.regex(/[^A-Za-z0-9]/, { error: M.passwordSymbol }),
  );

const username = requiredEmail(M.usernameRequired, M.emailFormat);

export const loginSchema = z.object({
  username,
  password: z
    .string({ error: M.passwordRequired })
    .check(
      z.minLength(1, { error: M.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
    ),
});

export const signupSchema = z.object({
  username,
  password: passwordSchema,
  fullName: requiredText(M.fullNameRequired, 100, M.fullNameTooLong),
  role: z._default(z.enum(['consumer', 'producer'], { error: M.signupRoleInvalid }), 'consumer'),
});

export const confirmSchema = z.object({
  username,
  confirmationCode: requiredText(M.codeRequired).check(z.regex(/^\d{6}$/, { error: M.codeFormat })),
});

export const forgotPasswordSchema = z.object({ username });

export const resetPasswordSchema = z.object({
  username,
  confirmationCode: requiredText(M.codeRequired).check(z.regex(/^\d{6}$/, { error: M.codeFormat })),
  newPassword: passwordSchema,
});

export const refreshTokenSchema = z.object({
  refresh_token: z
    .string({ error: M.refreshTokenMissing })
    .check(
      z.minLength(1, { error: M.refreshTokenMissing, abort: true }),
      z.minLength(MIN_REFRESH_TOKEN_LENGTH, { error: M.refreshTokenInvalid }),
      z.maxLength(REFRESH_TOKEN_MAX_LENGTH, { error: M.refreshTokenInvalid }),
    ),
});

export const logoutSchema = z.object({
  refresh_token: z.optional(
    z
      .string({ error: M.refreshTokenInvalid })
      .check(
        z.minLength(MIN_REFRESH_TOKEN_LENGTH, { error: M.refreshTokenInvalid }),
        z.maxLength(REFRESH_TOKEN_MAX_LENGTH, { error: M.refreshTokenInvalid }),
      ),
  ),
});

export type LoginRequest = z.infer<typeof loginSchema>;
export type SignupRequest = z.input<typeof signupSchema>;
export type ConfirmRequest = z.infer<typeof confirmSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
