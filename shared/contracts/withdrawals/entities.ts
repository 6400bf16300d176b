/** A consumer's withdrawal from some lines of an order (docs/legal.md, "The withdrawal function"). */

export const WITHDRAWAL_STATUSES = ['requested', 'received'] as const;
/** requested: the consumer withdrew; received: the farm has the goods back (or never sent them). */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalLine {
  productOrderId: string;
  name: string;
  quantity: number;
  producerId: string;
  /** What the consumer paid for the line (goods and its share of the standard shipping). */
  amount: number;
}

export interface Withdrawal {
  id: string;
  orderId: string;
  status: WithdrawalStatus;
  productOrderIds: string[];
  /** What is given back: the lines' goods and standard shipping the consumer paid (0 for unpaid lines). */
  refundAmount: number;
  requestedAt: string;
  /** The legal limit of the refund: 14 days after the withdrawal (TRLGDCU art. 107). */
  refundDueAt: string;
  receivedAt: string | null;
  reason?: string;
  lines: WithdrawalLine[];
  /** Ours: `admin` when an admin recorded a withdrawal the consumer sent by e-mail or post (absent: the function). */
  recordedBy?: 'admin';
}
