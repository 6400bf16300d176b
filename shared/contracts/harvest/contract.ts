/**
 * The harvest calendar (issue 32, docs/harvest-calendar.md): a farm's pick list of a dispatch day (JSON, CSV or
 * PDF), its upcoming dispatch days and pickup slots with their orders, and the slots a consumer's cart can be
 * collected in, and a consumer's «Avísame» on a product. Their paths sit under /v1/orders and /v1/carts (where the contract puts them); they are served by the harvest function, which alone carries the pick list's PDF
 * (the pdf-lib layer, as the invoices function does) and keeps the orders and carts functions within
 * their bundle budgets.
 */
import { answer, created, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type {
  CartSlotsAnswer,
  DispatchDaysAnswer,
  FarmSlotsAnswer,
  Picklist,
  StockAlertAnswer,
} from './entities.js';

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call about one stock alert: the alert as it is now. */
const ALERT = answer<StockAlertAnswer>({ alert: 'required' });

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
  /** «Avísame»: whether the consumer waits to be told that a product can be ordered. */
  alert: route.get('/v1/products/{id}/alert', 'consumer', ALERT, (s) => ({
    params: s.alertParams,
  })),
  /**
   * Ask to be told once when an out-of-stock product is back or a pre-order opens (201; already asked: 200); a
   * product that can be ordered now: 409; unknown or inactive: 404.
   */
  alertCreate: route.post('/v1/products/{id}/alert', 'consumer', created(ALERT), (s) => ({
    params: s.alertParams,
  })),
  /** No longer wait for it (200, also when there was nothing to remove). */
  alertDelete: route.delete('/v1/products/{id}/alert', 'consumer', ALERT, (s) => ({ params: s.alertParams })),
}));

export type HarvestEndpoints = typeof harvestContract.endpoints;
