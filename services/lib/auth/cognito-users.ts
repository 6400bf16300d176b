/** A Cognito user as the services see it: id (sub), e-mail, name, role and enabled flag. */
import { AdminGetUserCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { normalizeRole, type Role } from '../../../shared/constants/roles.js';
import { cognito } from '../clients/cognito.js';
import { readEnv } from '../env.js';

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

/** The fields of a Cognito user as AdminGetUser (UserAttributes) or ListUsers (Attributes) answer them. */
export interface CognitoUserFields {
  Username?: string | undefined;
  attributes: AttributeType[] | undefined;
  Enabled?: boolean | undefined;
  UserStatus?: string | undefined;
  UserCreateDate?: Date | undefined;
}

/** A Cognito user from its fields (ListUsers and AdminGetUser answer the same fields under other names). */
export function toCognitoUser(fields: CognitoUserFields, fallbackName = ''): CognitoUser {
  const attributes = attributesOf(fields.attributes);
  return {
    username: fields.Username ?? fallbackName,
    sub: attributes.sub ?? fields.Username ?? fallbackName,
    email: attributes.email ?? '',
    fullName: attributes.name ?? '',
    role: normalizeRole(attributes['custom:role']) ?? 'consumer',
    enabled: fields.Enabled !== false,
    status: fields.UserStatus ?? 'UNKNOWN',
    createdAt: (fields.UserCreateDate ?? new Date()).toISOString(),
    attributes,
  };
}

/** AdminGetUser by username or e-mail alias; null when there is no such user. */
export async function getCognitoUser(usernameOrEmail: string): Promise<CognitoUser | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: readEnv().userPoolId, Username: usernameOrEmail }),
    );
    return toCognitoUser({ ...user, attributes: user.UserAttributes }, usernameOrEmail);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}
