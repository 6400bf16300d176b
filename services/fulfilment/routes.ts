/** Functions of the fulfilment domain's routes, by route id (shared/contracts/fulfilment/contract.ts). */
import type { fulfilmentContract } from '../../shared/contracts/fulfilment/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { setFarmStatus } from './set-farm-status.js';
import { setProductOrderStatus } from './set-line-status.js';

export const fulfilmentRoutes: Handlers<typeof fulfilmentContract> = {
  setProductOrderStatus,
  farmStatus: setFarmStatus,
};
