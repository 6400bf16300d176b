/**
 * The withdrawal function (Directive 2011/83 art. 11a, TRLGDCU arts. 102-108; docs/legal.md): a consumer withdraws
 * from lines of an order; its farm marks the goods received, which starts the refund. Order paths, served by the
 * withdrawals function. The order's own answer (GET /v1/orders/{id}) lists its withdrawals.
 */
import { answer, created, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { Withdrawal } from './entities.js';

export interface WithdrawalAnswer {
  withdrawal: Withdrawal;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call about one withdrawal: the withdrawal as it is now. */
const WITHDRAWAL = answer<WithdrawalAnswer>({ withdrawal: 'required' });

export const withdrawalsContract = defineContract('withdrawals', '/v1/withdrawals', schemas, (route) => ({
  /**
   * The order's consumer withdraws from some of its lines (201; an exempt line 422, past the period 409); an
   * admin records one the consumer sent by e-mail or post (`sentOn`).
   */
  request: route.post('/v1/orders/{id}/withdrawal', 'signed-in', created(WITHDRAWAL), (s) => ({
    params: s.orderIdParams,
    body: s.withdrawalRequestSchema,
  })),
  /** The lines' farm (or an admin) has the goods back: the refund follows. */
  receive: route.patch('/v1/orders/{id}/withdrawal/{withdrawalId}', 'producer-or-admin', WITHDRAWAL, (s) => ({
    params: s.withdrawalParams,
    body: s.withdrawalReceivedSchema,
  })),
}));

export type WithdrawalsEndpoints = typeof withdrawalsContract.endpoints;
