/** Functions of the harvest calendar's routes, by route id (shared/contracts/harvest/contract.ts). */
import type { harvestContract } from '../../shared/contracts/harvest/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { createAlert, getAlert, removeAlert } from './alert-routes.js';
import { getDispatchDays, getPicklist } from './picklist-routes.js';
import { getCartSlots, getFarmSlots } from './slot-routes.js';

export const harvestRoutes: Handlers<typeof harvestContract> = {
  picklist: getPicklist,
  dispatchDays: getDispatchDays,
  farmSlots: getFarmSlots,
  cartSlots: getCartSlots,
  alert: getAlert,
  alertCreate: createAlert,
  alertDelete: removeAlert,
};
