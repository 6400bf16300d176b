/** What the auth API (/oauth) answers: tokens, the signed-in user, sign-up and reset results. */
import type { Role } from '../../constants/roles.js';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export type TokenType = 'LOGIN' | 'REFRESH';
export interface TokenMetadata {
  type: TokenType;
  createdAt: string;
  source: 'login_endpoint' | 'refresh_endpoint';
  sessionId: string;
}

/** `GET /oauth/auth/user-info` answer. */
export interface UserInfo {
  id: string;
  username: string;
  email: string;
  role: Role;
  fullName: string;
  isActive: boolean;
  attributes: { sub: string; email: string; 'custom:role'?: string; [name: string]: string | undefined };
}

export interface SignUpResult {
  message: string;
  userSub: string;
  userConfirmed: boolean;
}

export interface ForgotPasswordResult {
  message: string;
  deliveryMedium: string;
  destination: string;
}
