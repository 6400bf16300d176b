/**
 * GET /v1/orders/producer/balance (a producer: its own; an admin: ?producerId=, required): what the farm is owed,
 * pending, available and paid out, with the lines and payouts behind the figures (lib/payments/ledger.ts).
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { unprocessable } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { balanceOf } from './ledger.js';
import { readFarmLedger } from './ledger-store.js';
import { readPaymentSettings } from '../shop/index.js';
import { callerOf } from '../orders/index.js';
import { producerScope } from '../lib/producer-scope.js';

export async function producerBalance({
  principal,
  query,
}: RouteRequest<PaymentsEndpoints['balance']>): RouteAnswer<PaymentsEndpoints['balance']> {
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
