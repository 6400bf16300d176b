/** A Cognito user as the services see it: id (sub), e-mail, name, role and enabled flag. */
import { AdminGetUserCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { normalizeRole, type Role } from '../../shared/roles.js';
import { cognito } from './clients/cognito.js';
import { readEnv } from './env.js';

export interface CognitoUser {
  /** The Cognito username (a UUID when e-mail is the sign-in alias). */
  username: string;
  sub: string;
  email: string;
  fullName: string;
  role: Role;
  enabled: boolean;
  status: string;
  createdAt: string;
  attributes: Record<string, string>;
}

export function attributesOf(list: AttributeType[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (list ?? []).filter((a) => a.Name && a.Value !== undefined).map((a) => [a.Name, a.Value]),
  );
}

export function isUserNotFound(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'UserNotFoundException';
}

/** AdminGetUser by username or e-mail alias; null when there is no such user. */
export async function getCognitoUser(usernameOrEmail: string): Promise<CognitoUser | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: readEnv().userPoolId, Username: usernameOrEmail }),
    );
    const attributes = attributesOf(user.UserAttributes);
    return {
      username: user.Username ?? usernameOrEmail,
      sub: attributes.sub ?? user.Username ?? usernameOrEmail,
      email: attributes.email ?? '',
      fullName: attributes.name ?? '',
      role: normalizeRole(attributes['custom:role']) ?? 'consumer',
      enabled: user.Enabled !== false,
      status: user.UserStatus ?? 'UNKNOWN',
      createdAt: (user.UserCreateDate ?? new Date()).toISOString(),
      attributes,
    };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}
