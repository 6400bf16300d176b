/**
 * A shopper's refund account as the screens take it (the profile's card, the cancel dialog, the reminder on an
 * order owed money): the IBAN and its holder, checked with the rules the server applies (shared/rules/iban.ts,
 * the profile schema's messages) before anything is sent. `refundAccountWanted`: an order whose money goes
 * back by transfer (a transfer order, or a pay-on-delivery part given back) and is still owed.
 */
import type { Order } from '../../../shared/contracts/orders/entities.js';
import type { BankAccount } from '../../../shared/contracts/payments/entities.js';
import { ACCOUNT_HOLDER_MAX_LENGTH } from '../../../shared/contracts/fields.js';
import { PROFILE_MESSAGES } from '../../../shared/messages/user.js';
import { formatIban, isValidIban, normalizeIban } from '../../../shared/rules/iban.js';

export interface RefundAccountValues {
  iban: string;
  holder: string;
}

export type RefundAccountErrors = Partial<Record<keyof RefundAccountValues, string>>;

export const emptyRefundAccount = (account?: BankAccount | null): RefundAccountValues => ({
  iban: account ? formatIban(account.iban) : '',
  holder: account?.holder ?? '',
});

/** The account to send, or why not; both fields empty is `null` (none given) when `optional`. */
export function checkRefundAccount(
  values: RefundAccountValues,
  optional = false,
): { ok: true; account: BankAccount | null } | { ok: false; errors: RefundAccountErrors } {
  const iban = normalizeIban(values.iban);
  const holder = values.holder.trim();
  if (optional && !iban && !holder) return { ok: true, account: null };
  const errors: RefundAccountErrors = {};
  if (!isValidIban(iban)) errors.iban = PROFILE_MESSAGES.payoutIbanInvalid;
  if (!holder) errors.holder = PROFILE_MESSAGES.refundHolderRequired;
  else if (holder.length > ACCOUNT_HOLDER_MAX_LENGTH) errors.holder = PROFILE_MESSAGES.payoutHolderTooLong;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, account: { iban, holder } };
}

/** The server's field errors (`refundAccount.iban`, `refundAccount.holder`, `refundAccount`) on the fields. */
export function refundAccountServerErrors(
  errors: readonly { field: string; message: string }[],
): RefundAccountErrors {
  const found: RefundAccountErrors = {};
  for (const error of errors) {
    if (error.field === 'refundAccount.holder') found.holder = error.message;
    else if (error.field.startsWith('refundAccount')) found.iban ??= error.message;
  }
  return found;
}

/** The last four characters of an IBAN, as the screens name an account. */
export const accountEnd = (iban: string): string => normalizeIban(iban).slice(-4);

/** Money of this order is owed back by bank transfer and has not moved yet. */
export const refundByTransferOwed = (order: Pick<Order, 'payment'>): boolean =>
  order.payment?.status === 'refund_pending' && order.payment.method !== 'card';
