import { PASSWORD_CONFIRM_MESSAGES } from '../../components/forms/password-confirm';

export { withPasswordConfirm } from '../../components/forms/password-confirm';

/** Texts of the account screens that the shared catalogue does not have (ours). */
export const AUTH_FORM_MESSAGES = {
  ...PASSWORD_CONFIRM_MESSAGES,
  alreadySignedIn: 'Ya has iniciado sesión.',
  /** After the confirmation code, when the password typed at sign-up signed the new account in. */
  confirmedSignedIn: 'Cuenta confirmada. Ya iniciaste sesión.',
} as const;
