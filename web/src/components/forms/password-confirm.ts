import type { Validation } from './use-form';

/** The repeated password's messages (ours): the same on sign-up, reset and the profile's password change. */
export const PASSWORD_CONFIRM_MESSAGES = {
  passwordConfirmRequired: 'Escribe la contraseña otra vez para confirmarla',
  passwordMismatch: 'Las contraseñas no coinciden',
} as const;

/**
 * A form's verdict with the repeated password checked too (ours: it must be given, and match): its message on
 * `field`, beside the schema's own messages.
 */
export function withPasswordConfirm<F extends string, T>(
  result: Validation<F, T>,
  password: string,
  confirm: string,
  field: F,
): Validation<F, T> {
  const message = !confirm
    ? PASSWORD_CONFIRM_MESSAGES.passwordConfirmRequired
    : confirm !== password
      ? PASSWORD_CONFIRM_MESSAGES.passwordMismatch
      : undefined;
  if (!message) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), [field]: message } };
}
