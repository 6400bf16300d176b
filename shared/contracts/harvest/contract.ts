/**
 * The harvest calendar (issue 32, docs/harvest-calendar.md): a farm's pick list of a dispatch day (JSON, CSV or
 * PDF), its upcoming dispatch days and pickup slots with their orders, and the slots a consumer's cart can be
 * collected in. Their paths sit under /v1/orders and /v1/carts (where the contract puts them); they are served by the harvest function, which alone carries the pick list's PDF
 * (the pdf-lib layer, as the invoices function does) and keeps the orders and carts functions within
 * their bundle budgets.
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { CartSlotsAnswer, DispatchDaysAnswer, FarmSlotsAnswer, Picklist } from './entities.js';

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const harvestContract = defineContract('harvest', '/v1/harvest', schemas, (route) => ({
  /**
   * What the farm harvests and packs for a dispatch day: by product and by order (`format=csv`: a Spanish CSV;
   * `format=pdf`: a printable PDF; both answer the bytes, not the envelope). Admins name the farm (producerId).
   */
  picklist: route.get(
    '/v1/orders/producer/picklist',
    'producer-or-admin',
    answer<{ picklist: Picklist }>({ picklist: 'required' }),
    (s) => ({ query: s.picklistQuery }),
  ),
  /** The farm's next dispatch days, each with its cut-off and how many orders and units it holds. */
  dispatchDays: route.get(
    '/v1/orders/producer/dispatch-days',
    'producer-or-admin',
    answer<DispatchDaysAnswer>({ schedule: 'required', holidays: 'required', dispatchDays: 'required' }),
    (s) => ({ query: s.dispatchDaysQuery }),
  ),
  /** The farm's pickup slots from a day on (default today), each with its orders. */
  farmSlots: route.get(
    '/v1/orders/producer/pickup-slots',
    'producer-or-admin',
    answer<FarmSlotsAnswer>({ slots: 'required' }),
    (s) => ({ query: s.farmSlotsQuery }),
  ),
  /** The slots the caller's cart can be collected in, per farm of the cart that publishes slots. */
  cartSlots: route.get('/v1/carts/pickup-slots', 'consumer', answer<CartSlotsAnswer>({ farms: 'required' })),
}));

export type HarvestEndpoints = typeof harvestContract.endpoints;
