/** Functions of the auth domain's routes (the /oauth API), by route id (shared/contracts/auth/contract.ts). */
import type { authContract } from '../../shared/contracts/auth/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { confirm, forgotPassword, resetPassword, signup } from './account-routes.js';
import { changePassword } from './change-password.js';
import { resendCode } from './resend-code.js';
import { login, logout, refreshToken, userInfo } from './session-routes.js';

export const authRoutes: Handlers<typeof authContract> = {
  login,
  signup,
  confirm,
  resendCode,
  forgotPassword,
  resetPassword,
  refreshToken,
  logout,
  changePassword,
  userInfo,
};
