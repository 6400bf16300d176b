/**
 * POST /v1/orders/{id}/withdrawal (the order's consumer; docs/legal.md, "The withdrawal function"). One
 * transaction, conditioned on what was read, so two requests never take the same line and nothing is half
 * written:
 *   - the withdrawal (status `requested`, its refund's legal deadline in the open list the alarm reads);
 *   - each line: `withdrawalId`, conditioned on its status as read and on no withdrawal having taken it;
 *   - the acknowledgement e-mail to the consumer (outbox kind `withdrawal`), sent at once by the events function;
 *   - with `iban`, the consumer's refund account in their profile (an owed refund goes there).
 * Then each farm is told (a notification and its e-mail, like the order notices), and answers 201.
 */
import type { Order } from '../../shared/contracts/orders/entities.js';
import { WITHDRAWAL_MESSAGES as M, WITHDRAWAL_UI as UI } from '../../shared/messages/legal.js';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import type { WithdrawalsEndpoints } from '../../shared/contracts/withdrawals/contract.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { spainDay } from '../../shared/rules/withdrawal-rules.js';
import { formatMoney } from '../../shared/utils/money.js';
import { getDirectoryUser, readRefundAccount } from '../lib/auth/user-directory.js';
import { orderKeys, userKeys } from '../lib/data/keys.js';
import type { TransactItem } from '../lib/data/transactions.js';
import { transactOrCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { readRecipients } from '../notifications/index.js';
import { callerOf, readOrder, toWithdrawal, withdrawalItem, type StoredWithdrawal } from '../orders/index.js';
import { tellFarms } from './farm-notices.js';
import { planWithdrawal, sentAtOf } from './withdrawal-plan.js';

const ATTEMPTS = 4;

/** Where the goods go back: the farms' addresses, as their profiles give them. */
async function returnAddress(withdrawal: StoredWithdrawal): Promise<string> {
  const farms = await Promise.all(withdrawal.producerIds.map((id) => getDirectoryUser(id)));
  const addresses = farms.flatMap((farm) => {
    const item = (farm ?? {}) as Record<string, unknown>;
    const fiscal = (item.fiscal ?? {}) as Record<string, unknown>;
    const name = typeof item.fullName === 'string' ? item.fullName : '';
    const address =
      typeof fiscal.address === 'string' && fiscal.address
        ? fiscal.address
        : [item.address, item.city].filter((part) => typeof part === 'string' && part).join(', ');
    return address ? [`${name ? `${name}, ` : ''}${address}`] : [];
  });
  return addresses.length > 0 ? addresses.join('; ') : 'la dirección que te indique la finca';
}

/** How the money comes back: to the card, or by transfer to the account given now or kept in the profile. */
async function refundWay(order: Order, iban: string | undefined): Promise<string> {
  if (order.payment.method === 'card') return UI.refundByCard;
  const account = iban ?? (await readRefundAccount(order.userId))?.iban ?? null;
  return UI.refundByTransfer(account ? account.replace(/\s/g, '').slice(-4) : null);
}

function transaction(
  withdrawal: StoredWithdrawal,
  lineStatuses: ReadonlyMap<string, string>,
  extras: { mail: TransactItem | null; refundAccount: { iban: string; holder: string } | null },
): TransactItem[] {
  const TableName = readEnv().tableName;
  return [
    {
      Put: {
        TableName,
        Item: withdrawalItem(withdrawal),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...withdrawal.productOrderIds.map((id): TransactItem => ({
      Update: {
        TableName,
        Key: orderKeys.productOrder(withdrawal.orderId, id),
        UpdateExpression: 'SET withdrawalId = :withdrawal, updatedAt = :at',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(withdrawalId) AND #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':withdrawal': withdrawal.id,
          ':at': withdrawal.requestedAt,
          ':status': lineStatuses.get(id),
        },
      },
    })),
    ...(extras.mail ? [extras.mail] : []),
    ...(extras.refundAccount
      ? [
          {
            Update: {
              TableName,
              Key: userKeys.item(withdrawal.consumerId),
              UpdateExpression: 'SET refundAccount = :account, updatedAt = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':account': extras.refundAccount, ':at': withdrawal.requestedAt },
            },
          } satisfies TransactItem,
        ]
      : []),
  ];
}

export const requestWithdrawal: Handler<WithdrawalsEndpoints['request']> = async ({
  principal,
  params,
  body,
  logger,
}) => {
  const caller = callerOf(principal);
  const admin = caller.role === 'admin';
  if (!admin && caller.role !== 'consumer') throw forbidden(M.notConsumerOrAdmin);
  if (!admin && body.sentOn)
    throw unprocessable(M.sentOnNotYours, [{ field: 'sentOn', message: M.sentOnNotYours }]);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await readOrder(params.id);
    // Another consumer's order is not theirs to see: 404, as for any order.
    if (!found || (!admin && found.order.userId !== caller.userId)) throw notFound(M.orderNotFound);
    const { order } = found;
    const consumerId = order.userId;
    const now = new Date();
    const withdrawal = planWithdrawal({
      order,
      productOrderIds: body.productOrderIds,
      consumerId,
      now: admin && body.sentOn ? sentAtOf(order, body.sentOn, now) : now,
      ...(body.reason ? { reason: body.reason } : {}),
      ...(admin ? { recordedBy: 'admin' as const } : {}),
    });
    const consumer = (await readRecipients([consumerId])).get(consumerId);
    const reference = orderReference(order.id);
    const mail =
      consumer?.email && mailEnabled(readMailSettings())
        ? queueMail(
            readEnv().tableName,
            {
              to: consumer.email,
              kind: 'withdrawal',
              subject: UI.ackSubject(reference),
              text: [
                MAIL_TEXTS.greeting(consumer.fullName),
                '',
                UI.ackBody(
                  reference,
                  spainDay(withdrawal.requestedAt).split('-').reverse().join('/'),
                  withdrawal.lines.map((line) => `  - ${line.quantity} × ${line.name}`),
                  withdrawal.refundAmount > 0
                    ? UI.ackRefund(formatMoney(withdrawal.refundAmount), await refundWay(order, body.iban))
                    : UI.ackNoRefund,
                  await returnAddress(withdrawal),
                ),
              ].join('\n'),
              link: { label: 'Ver tu pedido', path: `/orders/${order.id}` },
            },
            { now, about: `ORDER#${order.id}` },
          )
        : null;
    const holder = consumer?.fullName ?? order.shippingInfo.fullName;
    const lineStatuses = new Map(order.productOrders.map((line) => [line.id, line.status]));
    const codes = await transactOrCancelled(
      transaction(withdrawal, lineStatuses, {
        mail,
        refundAccount: body.iban ? { iban: body.iban, holder } : null,
      }),
    );
    if (codes) {
      logger.debug('Withdrawal transaction cancelled', { attempt, codes: codes.join(',') });
      continue;
    }
    await tellFarms(order, withdrawal, logger);
    return {
      statusCode: 201,
      message: M.requested,
      data: { withdrawal: toWithdrawal(withdrawalItem(withdrawal)) },
    };
  }
  throw conflict(M.linesInvalid);
};
