/**
 * DELETE /v1/users/{id} (admin). Never the caller themselves ('No puedes eliminar tu propia cuenta de
 * administrador.') nor an admin ('No se pueden eliminar cuentas de administrador. Contacte al super
 * administrador.'), both 403 before anything is written.
 *
 * The same rule as a consumer deleting their own account (issue 31, docs/legal.md "Data rights": services/
 * privacy): not while the account is still needed (a consumer's order on its way, money owed back or a withdrawal
 * open; a farm's lines not delivered nor cancelled: 409, nothing written). Then, in order, so a failure half-way
 * leaves a user who cannot sign in and a retry finishes the job:
 *   1. Cognito: the user is disabled (no new session; the authorizer refuses their tokens within its cache time);
 *   2. a producer's products leave the storefront (deactivated, as a status change would: they stay in the
 *      table because past orders point at them);
 *   3. the personal data erased: a consumer's orders kept without their name, address, phone or e-mail (tax law
 *      keeps the orders and invoices), their own items (cart, notifications) and contact messages deleted;
 *   4. every session ended (the session records; AdminUserGlobalSignOut in AWS) and the Cognito user deleted (the
 *      e-mail can sign up again);
 *   5. the directory item is removed.
 */
import { AdminDeleteUserCommand, AdminDisableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { cognito } from '../lib/clients/cognito.js';
import { isUserNotFound } from '../lib/auth/cognito-users.js';
import { hideProducerProducts } from '../products/index.js';
import { erasePersonalData, planErasure } from '../privacy/index.js';
import { deleteDirectoryUser } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { forbidden } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';
import { loadTargetUser } from './target-user.js';
import { signOutEverywhere } from './update-user.js';

export const deleteUser: Handler<UsersEndpoints['delete']> = async ({ params, principal, logger }) => {
  if (principal?.userId === params.id) throw forbidden(USER_MESSAGES.selfDelete);
  const target = await loadTargetUser(params.id);
  if (target.user.role === 'admin') throw forbidden(USER_MESSAGES.adminDelete);
  const plan = await planErasure(target.cognito, 'admin');
  const { userPoolId } = readEnv();
  const username = target.cognito.username;

  await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
  const productsHidden = target.user.role === 'producer' ? await hideProducerProducts(target.user.id) : 0;
  const erased = await erasePersonalData(plan, new Date());
  await signOutEverywhere(target.cognito, logger);
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  await deleteDirectoryUser(target.user.id);
  logger.info('User deleted by an admin', {
    userId: target.user.id,
    role: target.user.role,
    productsHidden,
    ...erased,
  });
  return {
    data: { deleted: { id: target.user.id, role: target.user.role, productsHidden } },
    message: target.user.role === 'producer' ? USER_MESSAGES.deletedProducer : USER_MESSAGES.deleted,
  };
};
