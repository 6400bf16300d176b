/**
 * Erasing a person from the shop (GDPR art. 17; docs/legal.md "Data rights"), for a consumer deleting their own
 * account and for an admin deleting any account (the same rule):
 *   - not while it is still needed: a consumer's order on its way, money owed back or a withdrawal open (the
 *     farm needs the address; the refund needs the person); a farm's lines not delivered nor cancelled;
 *   - their orders stay (invoices and the commercial records must be kept: Código de Comercio art. 30, LGT
 *     art. 66) without their name, address, phone, e-mail or notes (services/orders consumer-data.ts);
 *   - their own partition (cart, notifications, markers...), the contact messages sent with their e-mail and
 *     their reviews go.
 * The caller then ends the sessions, deletes the Cognito user and the directory row (the e-mail can sign up
 * again as a new account).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_RIGHTS_MESSAGES } from '../../shared/messages/legal.js';
import type { CognitoUser } from '../lib/auth/cognito-users.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { readEnv } from '../lib/env.js';
import { conflict } from '../lib/errors.js';
import { contactMessagesOf, deleteContactMessages } from '../notifications/index.js';
import { deleteConsumerReviews } from '../reviews/index.js';
import {
  anonymiseConsumerOrders,
  openOrderProblem,
  producerHasOpenLines,
  readConsumerOrders,
  type ConsumerOrder,
} from '../orders/index.js';
import { readOwnPartition } from './personal-data.js';

export interface ErasePlan {
  user: CognitoUser;
  orders: ConsumerOrder[];
}

/** 409 when the account is still needed (see the header); else what the erasure works on. */
export async function planErasure(user: CognitoUser, by: 'self' | 'admin'): Promise<ErasePlan> {
  if (user.role === 'producer') {
    if (await producerHasOpenLines(user.sub)) throw conflict(DATA_RIGHTS_MESSAGES.producerOpenLines);
    return { user, orders: [] };
  }
  const orders = user.role === 'consumer' ? await readConsumerOrders(user.sub) : [];
  const problem = openOrderProblem(orders);
  if (problem) throw conflict(by === 'admin' ? DATA_RIGHTS_MESSAGES.adminOpenOrders : problem);
  return { user, orders };
}

/** Deletes these items of the table (25 per batch, unprocessed ones retried). */
async function deleteItems(keys: readonly { PK: unknown; SK: unknown }[]): Promise<void> {
  const table = readEnv().tableName;
  for (let start = 0; start < keys.length; start += 25) {
    let pending: Record<string, unknown>[] = keys
      .slice(start, start + 25)
      .map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
      const { UnprocessedItems } = await ddb().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = (UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  }
}

/**
 * Anonymises the orders and deletes the personal items of the plan (the directory row stays for the caller's
 * last step). Answers what it did.
 */
export async function erasePersonalData(
  plan: ErasePlan,
  now: Date,
): Promise<{ anonymisedOrders: number; deletedItems: number }> {
  const anonymisedOrders = await anonymiseConsumerOrders(plan.orders, now.toISOString());
  const own = (await readOwnPartition(plan.user.sub)).filter((item) => item.SK !== 'PROFILE');
  await deleteItems(own.map((item) => ({ PK: item.PK, SK: item.SK })));
  const messages = await deleteContactMessages(await contactMessagesOf(plan.user.email));
  // docs/reviews.md: their reviews go too (the products' ratings follow from the stream).
  const reviews = await deleteConsumerReviews(plan.user.sub);
  return { anonymisedOrders, deletedItems: own.length + messages + reviews };
}
