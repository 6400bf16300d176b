/** Functions of the auth domain's routes (the /oauth API), by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { confirm, forgotPassword, resetPassword, signup } from './account-routes.js';
import { login, logout, refreshToken, userInfo } from './session-routes.js';

export const authRoutes: RouteTable = {
  'auth.login': login,
  'auth.signup': signup,
  'auth.confirm': confirm,
  'auth.forgotPassword': forgotPassword,
  'auth.resetPassword': resetPassword,
  'auth.refreshToken': refreshToken,
  'auth.logout': logout,
  'auth.userInfo': userInfo,
};
