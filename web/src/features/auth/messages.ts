/** Texts of the account screens that the shared catalogue does not have (ours). */
export const AUTH_FORM_MESSAGES = {
  passwordConfirmRequired: 'Repite la contraseña',
  passwordMismatch: 'Las contraseñas no coinciden',
  alreadySignedIn: 'Ya has iniciado sesión.',
} as const;
