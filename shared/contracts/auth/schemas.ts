/** Auth API payloads. */
import * as z from 'zod/mini';
import {
  MIN_REFRESH_TOKEN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY,
  REFRESH_TOKEN_MAX_LENGTH,
} from '../../constants/auth.js';
import {
  AUTH_VALIDATION,
  CONTACT_VALIDATION,
  SHIPPING_VALIDATION,
  USER_VALIDATION,
} from '../../messages/validation.js';
import { requiredEmail, requiredText, text } from '../fields.js';

/**
 * The pool's password policy, checked here too because cognito-local does not enforce it. Passwords are the one
 * text left out of text hygiene (fields.ts `text()`): Cognito compares their bytes, so they are neither
 * normalised nor refused for their characters (a password set with a decomposed "ñ" must keep working).
 */
export const passwordSchema = z
  .string({ error: AUTH_VALIDATION.passwordRequired })
  .check(
    z.minLength(1, { error: AUTH_VALIDATION.passwordRequired, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_VALIDATION.passwordTooLong, abort: true }),
    z.minLength(PASSWORD_POLICY.minLength, { error: AUTH_VALIDATION.passwordMinLength }),
    z.regex(/[a-z]/, { error: AUTH_VALIDATION.passwordLowercase }),
    z.regex(/[A-Z]/, { error: AUTH_VALIDATION.passwordUppercase }),
    z.regex(/[0-9]/, { error: AUTH_VALIDATION.passwordDigit }),
    z.regex(/[^A-Za-z0-9]/, { error: AUTH_VALIDATION.passwordSymbol }),
  );

const username = requiredEmail(AUTH_VALIDATION.usernameRequired, CONTACT_VALIDATION.emailFormat);

/** A password the user already has (sign-in, the current one): given, within the length bound, nothing more. */
const existingPassword = (required: string) =>
  // Not text(): compared byte for byte by Cognito (see passwordSchema).
  z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_VALIDATION.passwordTooLong }),
    );

export const loginSchema = z.object({
  username,
  password: existingPassword(AUTH_VALIDATION.passwordRequired),
});

export const signupSchema = z.object({
  username,
  password: passwordSchema,
  fullName: requiredText(SHIPPING_VALIDATION.fullNameRequired, 100, USER_VALIDATION.fullNameTooLong),
  role: z._default(
    z.enum(['consumer', 'producer'], { error: AUTH_VALIDATION.signupRoleInvalid }),
    'consumer',
  ),
});

export const confirmSchema = z.object({
  username,
  confirmationCode: requiredText(AUTH_VALIDATION.codeRequired).check(
    z.regex(/^\d{6}$/, { error: AUTH_VALIDATION.codeFormat }),
  ),
});

export const forgotPasswordSchema = z.object({ username });

/** A new confirmation code for an account not yet confirmed (ours). */
export const resendCodeSchema = z.object({ username });

/** The signed-in user's password change (ours): the current one, and a new one under the pool's policy. */
export const changePasswordSchema = z.object({
  currentPassword: existingPassword(AUTH_VALIDATION.currentPasswordRequired),
  newPassword: passwordSchema,
});

export const resetPasswordSchema = z.object({
  username,
  confirmationCode: requiredText(AUTH_VALIDATION.codeRequired).check(
    z.regex(/^\d{6}$/, { error: AUTH_VALIDATION.codeFormat }),
  ),
  newPassword: passwordSchema,
});

export const refreshTokenSchema = z.object({
  refresh_token: text(AUTH_VALIDATION.refreshTokenMissing, { trim: false }).check(
    z.minLength(1, { error: AUTH_VALIDATION.refreshTokenMissing, abort: true }),
    z.minLength(MIN_REFRESH_TOKEN_LENGTH, { error: AUTH_VALIDATION.refreshTokenInvalid }),
    z.maxLength(REFRESH_TOKEN_MAX_LENGTH, { error: AUTH_VALIDATION.refreshTokenInvalid }),
  ),
});

export const logoutSchema = z.object({
  refresh_token: z.optional(
    text(AUTH_VALIDATION.refreshTokenInvalid, { trim: false }).check(
      z.minLength(MIN_REFRESH_TOKEN_LENGTH, { error: AUTH_VALIDATION.refreshTokenInvalid }),
      z.maxLength(REFRESH_TOKEN_MAX_LENGTH, { error: AUTH_VALIDATION.refreshTokenInvalid }),
    ),
  ),
});

export type LoginRequest = z.infer<typeof loginSchema>;
export type SignupRequest = z.input<typeof signupSchema>;
export type ConfirmRequest = z.infer<typeof confirmSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;
export type ResendCodeRequest = z.infer<typeof resendCodeSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
