/**
 * PATCH /v1/orders/{id}/withdrawal/{withdrawalId} `{status: "received"}`: a farm (or an admin for every farm of
 * the withdrawal) has the goods back, or never sent them (docs/legal.md, "The withdrawal function"). One
 * transaction, conditioned on what was read:
 *   - the farm's withdrawn lines leave the sale (orders' withdrawalReceiptItems): a line not delivered is
 *     cancelled (its units back in stock), a delivered one is given back (`returnedAt`); the money paid for them
 *     is owed back in one refund (to the card through the provider, by transfer to the consumer's account
 *     otherwise; docs/payments.md); the farm's balance loses them and an issued invoice is rectified;
 *   - the withdrawal: the farm received, the refund's id, and `received` once every farm of it has.
 * A farm without lines in the withdrawal: 403; a withdrawal already received (by this farm): 409.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { WithdrawalsEndpoints } from '../../shared/contracts/withdrawals/contract.js';
import { WITHDRAWAL_MESSAGES as M } from '../../shared/messages/legal.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { withdrawalKeys } from '../lib/data/keys.js';
import { cancellationCodes, type TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import {
  callerOf,
  farmWithdrawal,
  readOrder,
  toStoredWithdrawal,
  toWithdrawal,
  withdrawalItem,
  withdrawalReceiptItems,
  type StoredWithdrawal,
} from '../orders/index.js';
import { readProducts } from '../products/index.js';
import { getItem } from '../lib/data/item-commands.js';

const ATTEMPTS = 5;
export const WITHDRAWAL_NOTE = 'Desistimiento del cliente';

type Received = StoredWithdrawal & { receivedProducerIds: string[] };

/** The farms whose part this call receives: a producer its own, an admin every farm not received yet. */
function farmsReceiving(withdrawal: Received, caller: { role: string; userId: string }): string[] {
  const received = new Set(withdrawal.receivedProducerIds);
  if (caller.role === 'admin') return withdrawal.producerIds.filter((id) => !received.has(id));
  if (!withdrawal.producerIds.includes(caller.userId)) throw forbidden(M.notYourLines);
  return received.has(caller.userId) ? [] : [caller.userId];
}

export const receiveWithdrawal: Handler<WithdrawalsEndpoints['receive']> = async ({ principal, params }) => {
  const caller = callerOf(principal);
  const TableName = readEnv().tableName;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [found, { Item: item }] = await Promise.all([
      readOrder(params.id),
      getItem({ Key: withdrawalKeys.item(params.id, params.withdrawalId), ConsistentRead: true }),
    ]);
    if (!found) throw notFound(M.orderNotFound);
    if (!item) throw notFound(M.withdrawalNotFound);
    const withdrawal: Received = {
      ...toStoredWithdrawal(item),
      receivedProducerIds: (item.receivedProducerIds as string[] | undefined) ?? [],
    };
    const farms = farmsReceiving(withdrawal, caller);
    if (farms.length === 0 || withdrawal.status === 'received') throw conflict(M.alreadyReceived);

    const { order, stored } = found;
    const at = new Date().toISOString();
    const taken = new Set(withdrawal.productOrderIds);
    const lines = order.productOrders.filter(
      (line) =>
        taken.has(line.id) &&
        farms.includes(line.producerId) &&
        line.status !== 'cancelled' &&
        !line.returnedAt,
    );
    const products = lines.length > 0 ? await readProducts(lines.map((line) => line.productId)) : new Map();
    const receipt =
      lines.length > 0
        ? withdrawalReceiptItems({
            tableName: TableName,
            order,
            stored,
            lines,
            at,
            by: caller.userId,
            notes: WITHDRAWAL_NOTE,
            productExists: (productId) => products.has(productId),
            stockApart: (productId) => products.get(productId)?.stockApart === true,
          })
        : null;
    const receivedProducerIds = [...withdrawal.receivedProducerIds, ...farms];
    const complete = withdrawal.producerIds.every((id) => receivedProducerIds.includes(id));
    const refundIds = [...(withdrawal.refundIds ?? []), ...(receipt?.refund ? [receipt.refund.id] : [])];
    const items: TransactItem[] = [
      ...(receipt?.items ?? []),
      {
        Update: {
          TableName,
          Key: withdrawalKeys.item(order.id, withdrawal.id),
          UpdateExpression: `SET receivedProducerIds = :received, refundIds = :refunds, updatedAt = :at${complete ? ', #status = :done, receivedAt = :at' : ''}`,
          ConditionExpression:
            '#status = :requested AND (attribute_not_exists(receivedProducerIds) OR size(receivedProducerIds) = :count)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':received': receivedProducerIds,
            ':refunds': refundIds,
            ':at': at,
            ':requested': 'requested',
            ':count': withdrawal.receivedProducerIds.length,
            ...(complete ? { ':done': 'received' } : {}),
          },
        },
      },
    ];
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
      continue;
    }
    const answered = toWithdrawal(
      withdrawalItem({
        ...withdrawal,
        refundIds,
        ...(complete ? { status: 'received' as const, receivedAt: at } : {}),
      }),
    );
    const view = caller.role === 'admin' ? answered : (farmWithdrawal(answered, caller.userId) ?? answered);
    return { message: M.received, data: { withdrawal: view } };
  }
  throw conflict(M.alreadyReceived);
};
