/**
 * GET /v1/orders/producer/balance (a producer: its own; an admin: ?producerId=, required): what the farm is owed,
 * pending, available and paid out, with the lines and payouts behind the figures (ledger.ts). A `producerId`
 * that names no farm (no producer in the user directory, and no line or payout of its own: a deleted farm's
 * money is still shown) is 404.
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { notFound, unprocessable } from '../lib/errors.js';
import { getDirectoryUser, readPayoutAccount } from '../lib/auth/user-directory.js';
import { readConnect } from './connect.js';
import { payoutDestination } from './payout-destination.js';
import type { Handler } from '../lib/http/types.js';
import { balanceOf } from './ledger.js';
import { readFarmLedger } from './ledger-store.js';
import { cardReady, readPaymentSettings } from '../shop/index.js';
import { callerOf } from '../orders/index.js';
import { producerScope } from '../lib/producer-scope.js';

export const producerBalance: Handler<PaymentsEndpoints['balance']> = async ({ principal, query }) => {
  const producerId = producerScope(callerOf(principal), query.producerId);
  if (!producerId)
    throw unprocessable(PAYMENT_MESSAGES.producerIdRequired, [
      { field: 'producerId', message: PAYMENT_MESSAGES.producerIdRequired },
    ]);
  const [ledger, settings, farm, connect, account, stripeReady] = await Promise.all([
    readFarmLedger(producerId),
    readPaymentSettings(),
    getDirectoryUser(producerId),
    readConnect(producerId),
    readPayoutAccount(producerId),
    cardReady(),
  ]);
  const known = farm?.role === 'producer' || ledger.lines.length > 0 || ledger.payouts.length > 0;
  if (!known) throw notFound(PAYMENT_MESSAGES.producerNotFound);
  return {
    message: PAYMENT_MESSAGES.balanceLoaded,
    data: {
      balance: balanceOf(ledger.lines, ledger.payouts, settings.commissionRate),
      lines: ledger.lines,
      payouts: ledger.payouts,
      destination: payoutDestination(connect, account, stripeReady),
    },
  };
};
