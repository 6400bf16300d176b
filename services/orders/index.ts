/** The public face of the orders domain: other domains import only what this file exports. */
export { callerOf } from './caller.js';
export { availableLines, placeCycleOrder } from './cycle-order.js';
export type { CycleOrderInput, CycleOrderOutcome } from './cycle-order.js';
export { expireUnpaidOrder } from './expire-unpaid.js';
export { farmChangeOf } from './farm-change.js';
export type { FarmChange } from './farm-change.js';
export { bookkeepingOf, isOrderItem, isProductOrderItem, toOrderSummary } from './order-record.js';
export type { OrderBookkeeping } from './order-record.js';
export { moveLines } from './move-lines.js';
export type { LinesMove } from './move-lines.js';
export type { LineMoveSpec, TransactItem } from './order-transaction-parts.js';
export { PAYMENT_TIMEOUT_ACTOR } from './payment/deadlines.js';
export { chargeSavedCard, offSessionChargeDue, offSessionKey } from './payment/off-session.js';
export type { OffSessionOutcome, SavedCard } from './payment/off-session.js';
export { paymentOf } from './payment/payment.js';
export {
  MAX_REFUND_ATTEMPTS,
  isRefundItem,
  refundRetryDelaySeconds,
  toRefund,
  toRefundRecord,
} from './payment/refunds.js';
export type { RefundRecord } from './payment/refunds.js';
export { settleRefund } from './payment/refund-settle.js';
export type { RefundSettlement, RefundSettleOutcome } from './payment/refund-settle.js';
export { returnDeliveredLines } from './payment/returns.js';
export { withdrawalReceiptItems } from './payment/withdrawal-receipt.js';
export { adoptLegacyRefund, isLegacyRefund } from './payment/legacy-refunds.js';
export { settlePayment } from './payment/settle.js';
export {
  applyPaidSession,
  closePagesBeforeCancel,
  extraChargeRefundId,
  sessionMismatch,
} from './payment/card-charge.js';
export type { ChargeOutcome } from './payment/card-charge.js';
export { closeSessions, providerSessionOf, retrieveSession, sessionIdsOf } from './payment/card-sessions.js';
export type { ProviderSession } from './payment/card-sessions.js';
export { readOrder, readOrderPartition } from './read-order.js';
export {
  anonymiseConsumerOrders,
  anonymousShipping,
  openOrderProblem,
  producerHasOpenLines,
  readConsumerOrders,
} from './consumer-data.js';
export type { ConsumerOrder } from './consumer-data.js';
export { deliveredAtOf, deliveredLineOf } from './delivered-lines.js';
export type { DeliveredLine } from './delivered-lines.js';
export {
  WITHDRAWAL_ENTITY,
  farmWithdrawal,
  isWithdrawalItem,
  toStoredWithdrawal,
  toWithdrawal,
  withdrawalItem,
} from './withdrawal-record.js';
export type { StoredWithdrawal } from './withdrawal-record.js';
export { readDispatchLines, readOrderDeliveryFacts, readSlotLines } from './dispatch-lines.js';
export type { OrderDeliveryFacts } from './dispatch-lines.js';
export { readSlotBookings, slotRefKey } from './pickup-slot-items.js';
