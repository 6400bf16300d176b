import type { Validation } from '../../components/forms/use-form';

/** Texts of the account screens that the shared catalogue does not have (ours). */
export const AUTH_FORM_MESSAGES = {
  passwordConfirmRequired: 'Escribe la contraseña otra vez para confirmarla',
  passwordMismatch: 'Las contraseñas no coinciden',
  alreadySignedIn: 'Ya has iniciado sesión.',
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
    ? AUTH_FORM_MESSAGES.passwordConfirmRequired
    : confirm !== password
      ? AUTH_FORM_MESSAGES.passwordMismatch
      : undefined;
  if (!message) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), [field]: message } };
}
