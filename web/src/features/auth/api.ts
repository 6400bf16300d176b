/** The account calls of the sign-up and password screens, through the typed client (lib/api/endpoints.ts). */
import type {
  ConfirmRequest,
  ForgotPasswordRequest,
  ResendCodeRequest,
  ResetPasswordRequest,
  SignupRequest,
} from '../../../../shared/contracts/auth/schemas.js';
import { api } from '../../lib/api/endpoints';

/** POST /oauth/auth/signup: a consumer or producer account. */
export const signUp = (body: SignupRequest) => api.auth.signup({ body });

/** POST /oauth/auth/confirm: the account's e-mailed code. */
export const confirmAccount = (body: ConfirmRequest) => api.auth.confirm({ body });

/** POST /oauth/auth/resend-code: a new confirmation code (the same answer whoever the address is). */
export const resendCode = (body: ResendCodeRequest) => api.auth.resendCode({ body });

/** POST /oauth/auth/forgot-password: sends a reset code. */
export const forgotPassword = (body: ForgotPasswordRequest) => api.auth.forgotPassword({ body });

/** POST /oauth/auth/reset-password: the new password, with the reset code. */
export const resetPassword = (body: ResetPasswordRequest) => api.auth.resetPassword({ body });
