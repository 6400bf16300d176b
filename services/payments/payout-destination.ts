/** Where a farm's payouts go (pure; docs/payments.md, "Payouts"). */
import type { ConnectAccount, PayoutDestination } from '../../shared/contracts/payments/entities.js';
import type { PayoutAccount } from '../lib/auth/user-directory.js';

/**
 * Where a farm's payout goes now: a Stripe transfer to its active Connect account (while card payments, and so
 * Stripe, are set up), else a bank transfer to its IBAN, else nowhere (the run skips it).
 */
export function payoutDestination(
  connect: ConnectAccount,
  account: PayoutAccount | null,
  stripeReady: boolean,
): PayoutDestination {
  if (connect.status === 'active' && connect.accountId && stripeReady) return 'stripe_transfer';
  if (account?.iban) return 'bank_transfer';
  return null;
}
