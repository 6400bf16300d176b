/** The public face of the orders domain: other domains import only what this file exports. */
export { callerOf } from './caller.js';
export {
  availableLines,
  placeCycleOrder,
  type CycleOrderInput,
  type CycleOrderOutcome,
} from './cycle-order.js';
export { expireUnpaidOrder } from './expire-unpaid.js';
export { farmChangeOf, type FarmChange } from './farm-change.js';
export {
  bookkeepingOf,
  isOrderItem,
  isProductOrderItem,
  toOrderSummary,
  type OrderBookkeeping,
} from './order-record.js';
export { fullOrderItem } from './stored-order.js';
export { fullLineItem } from './line-snapshot.js';
export { moveLines, type LinesMove } from './move-lines.js';
export type { LineMoveSpec, TransactItem } from './order-transaction-parts.js';
export { PAYMENT_TIMEOUT_ACTOR } from './payment/deadlines.js';
export {
  chargeSavedCard,
  offSessionChargeDue,
  offSessionKey,
  type OffSessionOutcome,
  type SavedCard,
} from './payment/off-session.js';
export { paymentOf } from './payment/payment.js';
export {
  MAX_REFUND_ATTEMPTS,
  isRefundItem,
  refundRetryDelaySeconds,
  toRefund,
  toRefundRecord,
  type RefundRecord,
} from './payment/refunds.js';
export { settleRefund, type RefundSettlement, type RefundSettleOutcome } from './payment/refund-settle.js';
export { returnDeliveredLines } from './payment/returns.js';
export { withdrawalReceiptItems } from './payment/withdrawal-receipt.js';
export { adoptLegacyRefund, isLegacyRefund } from './payment/legacy-refunds.js';
export { settlePayment } from './payment/settle.js';
export {
  applyPaidSession,
  closePagesBeforeCancel,
  extraChargeRefundId,
  sessionMismatch,
  type ChargeOutcome,
} from './payment/card-charge.js';
export {
  closeSessions,
  providerSessionOf,
  retrieveSession,
  sessionIdsOf,
  type ProviderSession,
} from './payment/card-sessions.js';
export { readOrder, readOrderPartition } from './read-order.js';
export { orderSummaries, withItems } from './order-items.js';
export {
  anonymiseConsumerOrders,
  anonymousShipping,
  openOrderProblem,
  producerHasOpenLines,
  readConsumerOrders,
  type ConsumerOrder,
} from './consumer-data.js';
export { deliveredAtOf, deliveredLineOf, type DeliveredLine } from './delivered-lines.js';
export {
  WITHDRAWAL_ENTITY,
  farmWithdrawal,
  isWithdrawalItem,
  toStoredWithdrawal,
  toWithdrawal,
  withdrawalItem,
  type StoredWithdrawal,
} from './withdrawal-record.js';
export {
  readDispatchLines,
  readOrderDeliveryFacts,
  readSlotLines,
  type OrderDeliveryFacts,
} from './dispatch-lines.js';
export { readSlotBookings, slotRefKey } from './pickup-slot-items.js';
