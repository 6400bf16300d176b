/**
 * Refunds recorded before the order's payment waited for the money to move (docs/payments.md, "Refunds"): the
 * payment said `refunded` / `partially_refunded` at once. Brought to the rules of now, one refund at a time
 * (the `refund-history` data migration):
 *   - every refund gets its place in the history (GSI2 `REFUNDS`);
 *   - one not done (pending, sent, failed, owed) is counted as owed: its amount leaves the payment's
 *     `refundedAmount` for `refundPendingAmount` (refund_pending until it moves), and the refund is marked
 *     `owedInPayment` (settling it then moves the payment back); one done (succeeded) stays as it is.
 * One transaction, conditioned on the refund not being brought over yet and on the order's version read.
 */
import { OPEN_REFUND_STATUSES } from '../../../shared/contracts/payments/entities.js';
import { toCents } from '../../../shared/utils/money.js';
import { paymentKeys } from '../../lib/data/money-keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';
import { transactOrCancelled } from '../../lib/data/transact.js';
import { readEnv } from '../../lib/env.js';
import { bookkeepingOf } from '../order-record.js';
import { readOrder } from '../read-order.js';
import { withRefundStillOwed } from './payment.js';
import { orderPaymentUpdate } from './payment-update.js';
import { toRefundRecord } from './refunds.js';

type Item = Record<string, unknown>;

/** Whether a refund item predates the history and the owed amounts. */
export const isLegacyRefund = (item: Item): boolean =>
  item.owedInPayment !== true && typeof item.GSI2PK !== 'string';

/** Brings one legacy refund over (see the header); false when there was nothing to do or it changed meanwhile. */
export async function adoptLegacyRefund(item: Item): Promise<boolean> {
  if (!isLegacyRefund(item)) return false;
  const refund = toRefundRecord(item);
  const tableName = readEnv().tableName;
  const open = OPEN_REFUND_STATUSES.includes(refund.status);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const items: TransactItem[] = [
      {
        Update: {
          TableName: tableName,
          Key: paymentKeys.refund(refund.orderId, refund.id),
          UpdateExpression: `SET ${['GSI2PK = :pk', 'GSI2SK = :sk', ...(open ? ['owedInPayment = :true'] : [])].join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
          ExpressionAttributeValues: {
            ':pk': paymentKeys.refundHistory(refund.createdAt, refund.id).GSI2PK,
            ':sk': paymentKeys.refundHistory(refund.createdAt, refund.id).GSI2SK,
            ...(open ? { ':true': true } : {}),
          },
        },
      },
    ];
    if (open) {
      const found = await readOrder(refund.orderId);
      if (found) {
        const { version } = bookkeepingOf(found.stored);
        items.push(
          orderPaymentUpdate({
            tableName,
            orderId: refund.orderId,
            payment: withRefundStillOwed(found.order.payment, toCents(refund.amount)),
            version,
          }),
        );
      }
    }
    const codes = await transactOrCancelled(items);
    if (!codes) return true;
    // Brought over by another run meanwhile: done.
    if (codes[0] === 'ConditionalCheckFailed') return false;
  }
  return false;
}
