/**
 * GET /v1/orders/producer/balance (a producer: its own; an admin: ?producerId=, required): what the farm is owed,
 * pending, available and paid out, with the lines and payouts behind the figures (lib/payments/ledger.ts).
 */
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { ORDER_PAYMENT_MESSAGES as PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { unprocessable } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { balanceOf } from '../lib/payments/ledger.js';
import { readFarmLedger } from '../lib/payments/ledger-store.js';
import { readPaymentSettings } from '../lib/payments/settings.js';
import { callerOf } from './caller.js';
import { producerScope } from './producer-view.js';

export async function producerBalance({
  principal,
  query,
}: RouteRequest<OrdersEndpoints['producerBalance']>): RouteAnswer<OrdersEndpoints['producerBalance']> {
  const producerId = producerScope(callerOf(principal), query.producerId);
  if (!producerId)
    throw unprocessable(PAYMENT_MESSAGES.producerIdRequired, [
      { field: 'producerId', message: PAYMENT_MESSAGES.producerIdRequired },
    ]);
  const [ledger, settings] = await Promise.all([readFarmLedger(producerId), readPaymentSettings()]);
  return {
    message: PAYMENT_MESSAGES.balanceLoaded,
    data: {
      balance: balanceOf(ledger.lines, ledger.payouts, settings.commissionRate),
      lines: ledger.lines,
      payouts: ledger.payouts,
    },
  };
}
