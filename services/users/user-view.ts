/**
 * A user as the admin API answers it (id, email, role, fullName, username, isActive, createdAt, lastLogin,
 * productsCount, totalEarned, ordersCount; docs/administration.md), from a directory item plus, per user, the
 * figures of their role:
 *   producers: productsCount (their products, active or not: a counted Query) and totalEarned (revenue of their
 *              order lines not cancelled, all time: the producer stats counters' MONTH buckets added up,
 *              docs/producer-fulfilment.md);
 *   consumers: ordersCount (their orders, any status: a counted Query on LINES6 `CONSUMER#<id>`, line-keys.ts
 *              orderIndex('consumer')).
 */
import type { User } from '../../shared/contracts/users/entities.js';
import { fromCents } from '../../shared/utils/money.js';
import { normalizeRole } from '../../shared/constants/roles.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { countProducerProducts } from '../products/index.js';
import { consumerOrdersPartition } from '../lib/data/keys.js';
import { orderIndex } from '../lib/data/line-keys.js';
import { countQuery } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { COUNTERS, readTotal } from '../stats/index.js';

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toUser(item: Item): User {
  const email = text(item.email);
  return {
    id: text(item.id),
    email,
    role: normalizeRole(item.role) ?? 'consumer',
    fullName: text(item.fullName),
    username: text(item.username) || email,
    isActive: item.isActive !== false,
    createdAt: text(item.createdAt),
    lastLogin: typeof item.lastLogin === 'string' && item.lastLogin !== '' ? item.lastLogin : null,
  };
}

/** A consumer's orders, any status: a counted Query. */
function countConsumerOrders(userId: string): Promise<number> {
  const index = orderIndex('consumer');
  return countQuery(ddb(), {
    TableName: readEnv().tableName,
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': consumerOrdersPartition(userId) },
  });
}

/** A producer's revenue of lines not cancelled, all time (the stats counters' months of every shard added up). */
async function producerEarnings(producerId: string): Promise<number> {
  const total = await readTotal(producerId);
  const cents = Number(total?.[COUNTERS.revenueCents] ?? 0);
  return fromCents(Number.isFinite(cents) ? cents : 0);
}

export type UserField = keyof User;
const FIGURES: readonly UserField[] = ['productsCount', 'totalEarned', 'ordersCount'];

/** The user with the figures of their role that `fields` asks for (all when null). */
export async function withFigures(user: User, fields: readonly UserField[] | null): Promise<User> {
  const wants = (field: UserField) => fields === null || fields.includes(field);
  const figures: Partial<User> = {};
  if (user.role === 'producer') {
    const [productsCount, totalEarned] = await Promise.all([
      wants('productsCount') ? countProducerProducts(user.id) : undefined,
      wants('totalEarned') ? producerEarnings(user.id) : undefined,
    ]);
    if (productsCount !== undefined) figures.productsCount = productsCount;
    if (totalEarned !== undefined) figures.totalEarned = totalEarned;
  } else if (user.role === 'consumer' && wants('ordersCount')) {
    figures.ordersCount = await countConsumerOrders(user.id);
  }
  return { ...user, ...figures };
}

/** Only the asked fields (id always); the whole user when `fields` is null. */
export function pickFields(user: User, fields: readonly UserField[] | null): Partial<User> {
  if (fields === null) return user;
  const picked: Partial<User> = {};
  for (const field of fields) {
    if (user[field] !== undefined) (picked as Record<string, unknown>)[field] = user[field];
  }
  return picked;
}

export { FIGURES };
