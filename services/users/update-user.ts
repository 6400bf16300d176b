/**
 * PUT /v1/users/{id} (admin): name, role (any accepted spelling), active flag and e-mail. Cognito is written
 * first (it is the source of truth: the authorizer reads role and Enabled from it, so the change takes effect on
 * the user's next call within the authorizer's cache time), then the directory item, then the storefront:
 * a producer who is deactivated or stops being a producer has their products taken off the storefront, and put
 * back when they are an active producer again (services/products/product-activation.ts).
 *
 * Refusals, all before anything is written: 404 unknown user; 403 an admin changing their own role or
 * deactivating themselves; 409 'El email ya está en uso por otro usuario.'.
 */
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { User } from '../../shared/contracts/users/entities.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import type { Role } from '../../shared/constants/roles.js';
import { endUserSessions } from '../lib/auth/end-sessions.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser, type CognitoUser } from '../lib/auth/cognito-users.js';
import { hideProducerProducts, restoreProducerProducts } from '../products/index.js';
import { syncDirectoryUser } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';
import { loadTargetUser } from './target-user.js';
import { mirrorOf } from './target-user.js';
import { withFigures } from './user-view.js';
import type { Logger } from '@aws-lambda-powertools/logger';

export interface UserChanges {
  fullName?: string;
  role?: Role;
  isActive?: boolean;
  email?: string;
}

type ChangedField = keyof UserChanges;

/** The fields whose value differs from the user's (what will be written and answered as updated.fields). */
export function changedFields(user: User, body: UserChanges): ChangedField[] {
  const fields: ChangedField[] = [];
  if (body.fullName !== undefined && body.fullName !== user.fullName) fields.push('fullName');
  if (body.role !== undefined && body.role !== user.role) fields.push('role');
  if (body.isActive !== undefined && body.isActive !== user.isActive) fields.push('isActive');
  if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) fields.push('email');
  return fields;
}

/** Whether a user's products belong on the storefront: an active producer's do. */
export const sellsOnStorefront = (user: Pick<User, 'role' | 'isActive'>): boolean =>
  user.role === 'producer' && user.isActive;

const isAliasTaken = (error: unknown): boolean => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'AliasExistsException' || name === 'UsernameExistsException';
};

async function ensureEmailFree(email: string, userId: string): Promise<void> {
  const owner = await getCognitoUser(email);
  if (owner && owner.sub !== userId) throw conflict(USER_MESSAGES.emailTaken);
}

/**
 * Ends the user's sessions: the session records the authorizer and the refresh path check (here and in AWS),
 * and AdminUserGlobalSignOut in AWS (services/lib/auth/end-sessions.ts).
 */
export async function signOutEverywhere(user: CognitoUser, logger: Logger): Promise<void> {
  await endUserSessions(user, logger);
}

async function writeCognito(target: CognitoUser, body: UserChanges, fields: ChangedField[], logger: Logger) {
  const { userPoolId } = readEnv();
  const attributes: AttributeType[] = [];
  if (fields.includes('fullName')) attributes.push({ Name: 'name', Value: body.fullName as string });
  if (fields.includes('role')) attributes.push({ Name: 'custom:role', Value: body.role as string });
  if (fields.includes('email')) {
    // An admin vouches for the address: it stays verified, so the user keeps signing in with it.
    attributes.push({ Name: 'email', Value: (body.email as string).toLowerCase() });
    attributes.push({ Name: 'email_verified', Value: 'true' });
  }
  if (attributes.length > 0) {
    try {
      await cognito().send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: target.username,
          UserAttributes: attributes,
        }),
      );
    } catch (error) {
      if (isAliasTaken(error)) throw conflict(USER_MESSAGES.emailTaken);
      throw error;
    }
  }
  if (fields.includes('isActive')) {
    const Command = body.isActive ? AdminEnableUserCommand : AdminDisableUserCommand;
    await cognito().send(new Command({ UserPoolId: userPoolId, Username: target.username }));
    if (!body.isActive) await signOutEverywhere(target, logger);
  }
}

export const updateUser: Handler<UsersEndpoints['update']> = async ({ params, body, principal, logger }) => {
  const target = await loadTargetUser(params.id);
  const before = target.user;
  const fields = changedFields(before, body);
  const self = principal?.userId === before.id;
  if (self && fields.includes('role')) throw forbidden(USER_MESSAGES.selfRoleChange);
  if (self && fields.includes('isActive') && body.isActive === false)
    throw forbidden(USER_MESSAGES.selfDeactivate);
  if (fields.includes('email')) await ensureEmailFree((body.email as string).toLowerCase(), before.id);

  let after = before;
  if (fields.length > 0) {
    await writeCognito(target.cognito, body, fields, logger);
    const updated: CognitoUser = {
      ...target.cognito,
      ...(fields.includes('fullName') ? { fullName: body.fullName as string } : {}),
      ...(fields.includes('role') ? { role: body.role as Role } : {}),
      ...(fields.includes('isActive') ? { enabled: body.isActive as boolean } : {}),
      ...(fields.includes('email') ? { email: (body.email as string).toLowerCase() } : {}),
    };
    await syncDirectoryUser(updated);
    after = mirrorOf(updated, { ...before });
    if (sellsOnStorefront(before) && !sellsOnStorefront(after)) {
      const hidden = await hideProducerProducts(before.id);
      logger.info('Products taken off the storefront with their producer', { hidden });
    } else if (!sellsOnStorefront(before) && sellsOnStorefront(after)) {
      const restored = await restoreProducerProducts(before.id);
      logger.info('Products back on the storefront with their producer', { restored });
    }
  }
  return {
    data: { user: await withFigures(after, null), updated: { fields } },
    message: USER_MESSAGES.updated,
  };
};
