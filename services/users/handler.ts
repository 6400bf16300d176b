/**
 * Lambda entry of the users domain (admin only): its contract's endpoints, validated with its schemas module. A
 * caller who is not an admin gets the contract's 403 'No tienes permisos de administrador para esta acción.'.
 */
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { usersContract } from '../../shared/contracts/users/contract.js';
import * as schemas from '../../shared/contracts/users/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { usersRoutes } from './routes.js';

export const handler = createDomainHandler(usersContract, schemas, usersRoutes, {
  forbiddenMessage: USER_MESSAGES.adminOnly,
});
