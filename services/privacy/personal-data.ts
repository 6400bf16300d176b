/**
 * Everything the shop holds about a user, machine-readable (GDPR arts. 15 and 20; docs/legal.md "Data
 * rights"): their account (Cognito's view), their own partition `USER#<id>` as stored (the profile row, the
 * cart, the notifications and anything a later domain keeps there), their orders whole (lines, payments,
 * refunds, invoices, withdrawals), the contact messages sent with their e-mail and the reviews they wrote. Key attributes and internal
 * index keys are left out; every field a user or the shop wrote is kept.
 */
import type { PersonalDataExport } from '../../shared/contracts/profile/entities.js';
import type { CognitoUser } from '../lib/auth/cognito-users.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { queryAll } from '../lib/data/query-pages.js';
import { userKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { readLegalIdentity } from '../legal/index.js';
import { contactMessagesOf, exportedContactMessages } from '../notifications/index.js';
import { readConsumerOrders, type ConsumerOrder } from '../orders/index.js';
import { consumerReviews } from '../reviews/index.js';

type Item = Record<string, unknown>;

/** The table's keys and index keys: how the data is filed, not data about the person. */
const KEY_ATTRIBUTE = /^(PK|SK|(GSI|LINES)\d+(PK|SK)|expiresAt|searchText|nameNormalized|version)$/;

/** An item as the person reads it: without the filing attributes. */
export const withoutKeys = (item: Item): Item =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTE.test(name)));

/** Every item of the user's own partition (profile row, cart, notifications, markers...). */
export function readOwnPartition(userId: string): Promise<Item[]> {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': userKeys.item(userId).PK },
    ConsistentRead: true,
  });
}

/** An order with everything filed under it, grouped by kind. */
function exportedOrder({ order, items }: ConsumerOrder): Item {
  const of = (prefix: string) =>
    items.filter((item) => String(item.SK ?? '').startsWith(prefix)).map(withoutKeys);
  return {
    ...order,
    refunds: of('REFUND#'),
    invoices: of('INVOICE#'),
    withdrawals: of('WITHDRAWAL#'),
  };
}

export async function exportPersonalData(user: CognitoUser, now: Date): Promise<PersonalDataExport> {
  const [own, orders, messages, controller, reviews] = await Promise.all([
    readOwnPartition(user.sub),
    user.role === 'consumer' ? readConsumerOrders(user.sub) : Promise.resolve([]),
    contactMessagesOf(user.email),
    readLegalIdentity(),
    user.role === 'consumer' ? consumerReviews(user.sub) : Promise.resolve([]),
  ]);
  const sk = (item: Item) => String(item.SK ?? '');
  return {
    exportedAt: now.toISOString(),
    controller: { name: controller.name, nif: controller.nif, email: controller.email },
    account: {
      id: user.sub,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      createdAt: user.createdAt,
      isActive: user.enabled,
    },
    profile: ((item) => (item ? withoutKeys(item) : null))(own.find((item) => sk(item) === 'PROFILE')),
    cart: ((item) => (item ? withoutKeys(item) : null))(own.find((item) => sk(item) === 'CART')),
    orders: orders.map(exportedOrder),
    notifications: own.filter((item) => sk(item).startsWith('NOTIFICATION')).map(withoutKeys),
    messages: exportedContactMessages(messages) as unknown as Item[],
    // docs/reviews.md: the reviews they wrote, with the farm's replies and the shop's decisions.
    reviews: reviews as unknown as Item[],
    other: own
      .filter((item) => !['PROFILE', 'CART'].includes(sk(item)) && !sk(item).startsWith('NOTIFICATION'))
      .map(withoutKeys),
  };
}
