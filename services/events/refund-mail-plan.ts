/**
 * What the shopper is told about their money by e-mail (pure; refund-mails.ts writes it; docs/payments.md,
 * "Who is told what"):
 *   - their order cancelled (by them, the shop, a farm or the payment deadline): one e-mail saying so and what
 *     happens to what they paid: nothing was charged, or how much goes back, how and when;
 *   - a refund owed by anything but a whole-order cancel (lines cancelled, a return, money that arrived after
 *     the cancel, a second charge): how much goes back, how and when;
 *   - a refund done (the provider confirmed it, or the shop sent the transfer): how much, and when it shows.
 * "How and when" depends on the method and, for money sent by transfer, on whether the shopper has given the
 * account (their profile's `refundAccount`): without it the e-mail asks for it.
 */
import type { Payment, RefundReason } from '../../shared/contracts/payments/entities.js';
import { REFUND_MAIL as M } from '../../shared/messages/refund-mail.js';
import { formatMoney, fromCents, toCents } from '../../shared/utils/money.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { PAYMENT_TIMEOUT_ACTOR, isOrderItem, isRefundItem, toRefundRecord } from '../orders/index.js';
import type { ChangeRecord } from './change-record.js';

export interface BankAccountLike {
  iban: string;
  holder: string;
}

/** An e-mail to plan: who, about what, and its text once the shopper's account is known. */
export interface PlannedMoneyMail {
  userId: string;
  orderId: string;
  /** Part of the MAIL# id: the same mail is queued once. */
  key: string;
  subject: string;
  /** The text, given the shopper's refund account now (null: none given). */
  body: (account: BankAccountLike | null) => string;
  /** Whether the e-mail should link to the profile's refund account (it asks for it). */
  asksAccount: (account: BankAccountLike | null) => boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const accountEnd = (account: BankAccountLike): string => account.iban.replace(/\s+/g, '').slice(-4);

/** How `cents` owed back reach the shopper, and when. */
export function refundPromise(
  method: Payment['method'],
  cents: number,
  account: BankAccountLike | null,
): string {
  const amount = formatMoney(fromCents(cents));
  if (method === 'card') return M.toCard(amount);
  return account ? M.toAccount(amount, accountEnd(account), account.holder) : M.needsAccount(amount);
}

const owedCents = (payment: Record<string, unknown>): number =>
  toCents(Number(payment.refundPendingAmount) || 0);

/** The consumer's e-mail for their order cancelled, or null when this change is not that. */
export function planCancelMail(change: ChangeRecord): PlannedMoneyMail | null {
  const before = change.oldImage;
  const after = change.newImage;
  if (change.kind !== 'MODIFY' || !before || !after || !isOrderItem(after)) return null;
  if (before.status === 'cancelled' || after.status !== 'cancelled') return null;
  const userId = text(after.userId);
  const orderId = text(after.id);
  if (!userId || !orderId) return null;
  const reference = orderReference(orderId);
  const cancelledBy = text(after.cancelledBy);
  const farms = Array.isArray(after.producerIds) ? after.producerIds : [];
  const why =
    cancelledBy === userId
      ? M.cancelledByYou(reference)
      : cancelledBy === PAYMENT_TIMEOUT_ACTOR
        ? M.cancelledUnpaid(reference)
        : cancelledBy && farms.includes(cancelledBy)
          ? M.cancelledByFarm(reference)
          : M.cancelledByShop(reference);
  const payment = (after.payment ?? {}) as Record<string, unknown>;
  const method = (text(payment.method) ?? 'cash_on_delivery') as Payment['method'];
  const owed = owedCents(payment);
  return {
    userId,
    orderId,
    key: 'order-cancel',
    subject: cancelledBy === userId ? M.cancelSubjectMine(reference) : M.cancelSubject(reference),
    body: (account) =>
      [
        why,
        owed > 0
          ? refundPromise(method, owed, account)
          : method === 'cash_on_delivery' && !payment.paidAt
            ? M.nothingToPay
            : M.nothingCharged,
      ].join('\n\n'),
    asksAccount: (account) => owed > 0 && method !== 'card' && !account,
  };
}

const OWED_WHY: Readonly<Record<Exclude<RefundReason, 'order_cancelled'>, (reference: string) => string>> = {
  lines_cancelled: M.owedLines,
  returned: M.owedReturned,
  paid_after_cancel: M.owedPaidAfterCancel,
  duplicate_charge: M.owedDuplicate,
  withdrawal: M.owedWithdrawal,
};

/** The shopper's e-mail for a refund owed (not by a whole-order cancel: that one says it) or done. */
export function planRefundMail(change: ChangeRecord): PlannedMoneyMail | null {
  const after = change.newImage;
  if (!after || !isRefundItem(after)) return null;
  const refund = toRefundRecord(after);
  if (!refund.userId) return null;
  const reference = orderReference(refund.orderId);
  const amount = formatMoney(refund.amount);
  const cents = toCents(refund.amount);
  if (change.kind === 'INSERT') {
    if (refund.reason === 'order_cancelled' || refund.status === 'succeeded') return null;
    const why = OWED_WHY[refund.reason];
    return {
      userId: refund.userId,
      orderId: refund.orderId,
      key: `refund-owed-${refund.id}`,
      subject: M.owedSubject(amount, reference),
      body: (account) => [why(reference), refundPromise(refund.method, cents, account)].join('\n\n'),
      asksAccount: (account) => refund.method !== 'card' && !account,
    };
  }
  const before = change.oldImage;
  if (change.kind !== 'MODIFY' || !before || before.status === 'succeeded' || refund.status !== 'succeeded')
    return null;
  const sentTo = refund.account;
  return {
    userId: refund.userId,
    orderId: refund.orderId,
    key: `refund-done-${refund.id}`,
    subject: M.doneSubject(amount, reference),
    body: () =>
      refund.method === 'card'
        ? M.doneCard(amount)
        : M.doneTransfer(amount, sentTo ? accountEnd(sentTo) : null, refund.reference ?? ''),
    asksAccount: () => false,
  };
}

export function planMoneyMail(change: ChangeRecord): PlannedMoneyMail | null {
  return planCancelMail(change) ?? planRefundMail(change);
}
