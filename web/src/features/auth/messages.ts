/** Texts of the account screens that the shared catalogue does not have (ours). */
export const AUTH_FORM_MESSAGES = {
  passwordConfirmRequired: 'Escribe la contraseña otra vez para confirmarla',
  passwordMismatch: 'Las contraseñas no coinciden',
  alreadySignedIn: 'Ya has iniciado sesión.',
} as const;
