/**
 * Key builders of the single table: every item's PK/SK and index keys come from here, so services, the
 * seed and the tests agree. docs/data-model.md lists the access pattern each key serves.
 */
import { orderReference } from '../../../shared/rules/order-labels.js';
import { normalizeText } from '../../../shared/utils/text.js';
import { bandPartition } from './price-bands.js';
import { lineIndexKeys, orderIndexKeys } from './line-keys.js';

/** Sortable timestamp + id: newest first with ScanIndexForward=false, unique on equal timestamps. */
export const timeKey = (isoDate: string, id: string): string => `${isoDate}#${id}`;

/** Whole cents of a price. */
export const priceCents = (price: number): number => Math.round(price * 100);

/** Price as a fixed-width number of cents so strings sort like numbers. */
export const priceKey = (price: number): string => priceCents(price).toString().padStart(12, '0');

/** GSI5: the price band (services/lib/data/price-bands.ts) under a partition, newest first. */
export const PRICE_BAND_INDEX = 'GSI5';
const bandKeys = (partition: string, price: number, createdAt: string, id: string) => ({
  GSI5PK: bandPartition(partition, priceCents(price)),
  GSI5SK: timeKey(createdAt, id),
});

/** GSI6: the rating order (docs/reviews.md, sort=rating). */
export const RATING_INDEX = 'GSI6';
/**
 * A product's place in the rating order, best first when read descending: the average in tenths (2 digits), the
 * number of reviews (6 digits), then newest first among equals. Unrated products sort last ('00#000000').
 */
export function ratingKey(rating: unknown, createdAt: string, id: string): string {
  const value = (rating ?? {}) as { average?: unknown; count?: unknown };
  const count = Number.isInteger(value.count) && (value.count as number) > 0 ? (value.count as number) : 0;
  const average = count > 0 ? Math.round(Number(value.average) * 10) : 0;
  const tenths = Number.isFinite(average) ? Math.min(50, Math.max(0, average)) : 0;
  return `${String(tenths).padStart(2, '0')}#${String(Math.min(count, 999_999)).padStart(6, '0')}#${timeKey(createdAt, id)}`;
}
const ratingKeys = (partition: string, rating: unknown, createdAt: string, id: string) => ({
  GSI6PK: partition,
  GSI6SK: ratingKey(rating, createdAt, id),
});

/** What a product is listed by in the catalog's and the search words' partitions. */
export interface ListedProduct {
  createdAt: string;
  price: number;
  name: string;
  productId: string;
  rating?: unknown;
}

/**
 * The orders a partition of products is read in besides the newest first (the catalog's or a search word's):
 * by price (GSI3), by name (GSI4), by price band (GSI5) and by rating (GSI6).
 */
const sortedKeys = (partition: string, { createdAt, price, name, productId, rating }: ListedProduct) => ({
  GSI3PK: partition,
  GSI3SK: `${priceKey(price)}#${productId}`,
  GSI4PK: partition,
  GSI4SK: `${normalizeText(name)}#${productId}`,
  ...bandKeys(partition, price, createdAt, productId),
  ...ratingKeys(partition, rating, createdAt, productId),
});

/** Lower-case, accent-free, single-spaced text: used for name uniqueness, name sort and search. */
export { normalizeText };

export const userKeys = {
  /** A user directory item (mirror of the Cognito user). */
  item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** The user's activity times (sign-in, activity, last order) beside the directory item: user-activity.ts. */
  activity: (userId: string) => ({ PK: `USER#${userId}`, SK: 'ACTIVITY' }),
  /** GSI1: users of a role, newest first. */
  byRole: (role: string, createdAt?: string, userId?: string) => ({
    GSI1PK: `ROLE#${role}`,
    ...(createdAt && userId ? { GSI1SK: timeKey(createdAt, userId) } : {}),
  }),
  /** GSI2: a user by e-mail (exact or prefix search). */
  byEmail: (email: string) => ({ GSI2PK: 'USER_EMAIL', GSI2SK: email.toLowerCase() }),
  /** `searchText` of a directory item: the admin's user search matches every word in it. */
  searchText: (fullName: string, email: string) => normalizeText(`${fullName} ${email}`),
};

/**
 * Farms' public pages (docs/farms.md): the page lives on its producer's directory item (`farm`); a guard item per
 * slug points at the farm (unique address, and old addresses keep leading to it); GSI5 of the directory item
 * lists the farms by name.
 */
export const FARMS_PARTITION = 'FARMS';
export const farmKeys = {
  slug: (slug: string) => ({ PK: `FARM_SLUG#${slug}`, SK: 'FARM_SLUG' }),
  list: (name: string, producerId: string) => ({
    GSI5PK: FARMS_PARTITION,
    GSI5SK: `${normalizeText(name)}#${producerId}`,
  }),
};

export type CatalogState = 'ACTIVE' | 'INACTIVE';
export const catalogPartition = (isActive: boolean): string => `CATALOG#${isActive ? 'ACTIVE' : 'INACTIVE'}`;

/** GSI1 partition of a producer's products (GSI1SK `PRODUCT#...`) and product orders (GSI1SK `PO#...`). */
export const producerPartition = (producerId: string): string => `PRODUCER#${producerId}`;
/** The partition of a consumer's orders (LINES6; GSI1 before: line-keys.ts orderIndex('consumer')). */
export const consumerOrdersPartition = (userId: string): string => `CONSUMER#${userId}`;

export const productKeys = {
  item: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }),
  /**
   * The product's stock apart from its indexed item (docs/data-model.md, "Product stock"): the units and the
   * copies of what the checkout conditions on; no index keys, so a sale writes none of the item's index copies.
   */
  stock: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'STOCK' }),
  /** GSI1: a producer's products, newest first. */
  byProducer: (producerId: string, createdAt: string, productId: string) => ({
    GSI1PK: producerPartition(producerId),
    GSI1SK: `PRODUCT#${timeKey(createdAt, productId)}`,
  }),
  /**
   * GSI2: the catalog (active or inactive) newest first; GSI3 by price; GSI4 by name; GSI5 its price band
   * newest first (a price range on the newest sort).
   */
  catalog: (isActive: boolean, listed: ListedProduct) => ({
    GSI2PK: catalogPartition(isActive),
    GSI2SK: timeKey(listed.createdAt, listed.productId),
    ...sortedKeys(catalogPartition(isActive), listed),
  }),
  /** Uniqueness guard: one item per producer and normalised name, written in the same transaction. */
  nameGuard: (producerId: string, name: string) => ({
    PK: `PRODUCER#${producerId}`,
    SK: `PRODUCT_NAME#${normalizeText(name)}`,
  }),
};

/**
 * The catalog's search index (docs/search.md), kept by the events function from the table's stream: one
 * entry per word of each storefront product, newest first under PK; GSI3 by price and GSI4 by name under the
 * same partition, so a search in any order is one Query; GSI5 its price band (a price range, newest first). A count per word (approximate) tells which word of a
 * multi-word search has the fewest products.
 */
export const SEARCH_PARTITION_PREFIX = 'SEARCH#';
export const searchKeys = {
  partition: (word: string) => `${SEARCH_PARTITION_PREFIX}${word}`,
  entry: (word: string, listed: ListedProduct) => ({
    PK: `${SEARCH_PARTITION_PREFIX}${word}`,
    SK: timeKey(listed.createdAt, listed.productId),
    ...sortedKeys(`${SEARCH_PARTITION_PREFIX}${word}`, listed),
  }),
  count: (word: string) => ({ PK: `SEARCHCOUNT#${word}`, SK: 'COUNT' }),
};

/** S3 key of a product image; CloudFront and the local gateway serve it at `/${key}`. */
export const productImageKey = (productId: string, fileId: string, extension: string): string =>
  `images/products/${productId}/${fileId}.${extension}`;

export const cartKeys = {
  item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CART' }),
};

export const couponKeys = {
  /** The coupon's rules and use counter; GSI1 lists every coupon by code (administration). */
  item: (code: string) => ({ PK: `COUPON#${code}`, SK: 'COUPON' }),
  all: (code: string) => ({ GSI1PK: 'COUPONS', GSI1SK: code }),
  /** One consumer's use of a once-per-customer coupon (put in the checkout transaction, deleted on cancel). */
  customerUse: (code: string, userId: string) => ({ PK: `COUPON#${code}`, SK: `CUSTOMER#${userId}` }),
};

/** GSI3 partition of the orders whose short reference (shared/rules/order-labels.ts orderReference) is `reference`. */
export const orderReferencePartition = (reference: string): string => `ORDER_REF#${reference}`;

/** Admin order lists are sharded by month so no partition grows without bound. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** LINES3 partition of a producer's product orders in one status (moved by every status change). */
export const productOrderStatusPartition = (producerId: string, status: string): string =>
  `PRODUCER#${producerId}#STATUS#${status}`;
/** A line's entry in its farm's stage partition (LINES3; moved by every status change and by its payment). */
export const productOrderStageKeys = (
  producerId: string,
  stage: string,
  createdAt: string,
  productOrderId: string,
): Record<string, string> =>
  lineIndexKeys('stage', productOrderStatusPartition(producerId, stage), timeKey(createdAt, productOrderId));
/** LINES4 partition of every product order placed in a month (yyyy-mm). */
export const productOrderMonthPartition = (month: string): string => `PRODUCT_ORDERS#${month}`;

/** The order's entry in the admins' search by reference (LINES3 `ORDER_REF#<reference>`). */
export const orderReferenceKeys = (orderId: string, createdAt: string): Record<string, string> =>
  orderIndexKeys('reference', orderReferencePartition(orderReference(orderId)), timeKey(createdAt, orderId));

export const orderKeys = {
  item: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ORDER' }),
  /**
   * LINES6: a consumer's orders newest first (keys and status: its list filters on the status); LINES4: all
   * orders of a month newest first (admins); LINES3: the orders of a short reference (the admins' search by
   * "Pedido 5E0C1A01"; references may repeat, so it is a list). Keys only, or keys and status (line-keys.ts
   * orderIndexKeys; GSI1, GSI2, GSI3 too while LINE_INDEXES=legacy).
   */
  indexes: (userId: string, createdAt: string, orderId: string) => ({
    ...orderIndexKeys('consumer', consumerOrdersPartition(userId), timeKey(createdAt, orderId)),
    ...orderIndexKeys('month', `ORDERS#${monthOf(createdAt)}`, timeKey(createdAt, orderId)),
    ...orderReferenceKeys(orderId, createdAt),
  }),
  productOrder: (orderId: string, productOrderId: string) => ({
    PK: `ORDER#${orderId}`,
    SK: `PO#${productOrderId}`,
  }),
  /**
   * The line's keys-only indexes (line-keys.ts): LINES1 a producer's product orders newest first; LINES3 the same
   * by stage; LINES4 every producer's product orders of a month newest first (admins on the producer screens).
   */
  productOrderIndexes: (producerId: string, status: string, createdAt: string, productOrderId: string) => ({
    ...lineIndexKeys('farm', `PRODUCER#${producerId}`, `PO#${timeKey(createdAt, productOrderId)}`),
    ...productOrderStageKeys(producerId, status, createdAt, productOrderId),
    ...lineIndexKeys(
      'month',
      productOrderMonthPartition(monthOf(createdAt)),
      timeKey(createdAt, productOrderId),
    ),
  }),
  idempotency: (userId: string, key: string) => ({ PK: `IDEMPOTENCY#${userId}#${key}`, SK: 'CHECKOUT' }),
};

/** An access token refused after logout until it expires (TTL expiresAt = the token's exp). */
export const revokedTokenKeys = {
  item: (tokenId: string) => ({ PK: `REVOKED#${tokenId}`, SK: 'ACCESS_TOKEN' }),
};

/**
 * Sessions (services/lib/auth/sessions.ts, docs/security.md "Sessions"): a user's sessions and their
 * "revoked before" time share one partition (one Query lists them for "end all sessions"); a refresh token
 * (by its SHA-256) and an access token (by its jti) each point at their session.
 */
export const sessionKeys = {
  /** A session: started at sign-in, the access tokens issued in it (jti -> exp), revokedAt once ended. */
  session: (userId: string, sessionId: string) => ({ PK: `SESSIONS#${userId}`, SK: `SESSION#${sessionId}` }),
  /** The user's tokens issued before `revokedBefore` (epoch seconds) are refused. */
  revokedBefore: (userId: string) => ({ PK: `SESSIONS#${userId}`, SK: 'REVOKED_BEFORE' }),
  /** A refresh token (SHA-256, hex) -> its session. */
  refreshToken: (hash: string) => ({ PK: `REFRESH#${hash}`, SK: 'SESSION' }),
  /** An access token (jti) -> its session. */
  accessToken: (tokenId: string) => ({ PK: `ACCESS#${tokenId}`, SK: 'SESSION' }),
};

/** Attempt counters of the abuse limits (TTL expiresAt = end of the window). */
export const attemptKeys = {
  item: (scope: string, subject: string, windowStart: number) => ({
    PK: `ATTEMPTS#${scope}#${subject}`,
    SK: `WINDOW#${windowStart}`,
  }),
};

/** Shop-wide settings, one item each. */
export const settingsKeys = {
  maintenance: () => ({ PK: 'SETTINGS', SK: 'MAINTENANCE' }),
  payments: () => ({ PK: 'SETTINGS', SK: 'PAYMENTS' }),
  /** The random key that signs invoice PDF links (created once, conditional put; services/invoices/link-token.ts). */
  invoiceLinkKey: () => ({ PK: 'SETTINGS', SK: 'INVOICE_LINK_KEY' }),
};

/**
 * A consumer's withdrawal from lines of an order (services/withdrawals, docs/legal.md): in the order's partition
 * (the order's Query reads it); GSI2 (sparse) lists the ones whose refund is not made yet by their legal deadline
 * (the overdue alarm's job reads it).
 */
export const withdrawalKeys = {
  item: (orderId: string, withdrawalId: string) => ({
    PK: `ORDER#${orderId}`,
    SK: `WITHDRAWAL#${withdrawalId}`,
  }),
  openPartition: 'WITHDRAWALS#OPEN',
  open: (refundDueAt: string, withdrawalId: string) => ({
    GSI2PK: 'WITHDRAWALS#OPEN',
    GSI2SK: timeKey(refundDueAt, withdrawalId),
  }),
};

/** The shop's identity and legal texts (services/legal): one partition, read whole by one Query. */
export const legalKeys = {
  partition: 'LEGAL',
  identity: () => ({ PK: 'LEGAL', SK: 'IDENTITY' }),
  text: (id: string) => ({ PK: 'LEGAL', SK: `TEXT#${id}` }),
};

/** Priority rank as a sortable digit: URGENT first when read newest (descending) first. */
export const PRIORITY_RANK: Record<string, string> = { LOW: '1', MEDIUM: '2', HIGH: '3', URGENT: '4' };

export const notificationKeys = {
  /** A global notice (the original API's Notification, written by admins). */
  item: (notificationId: string) => ({ PK: `NOTIFICATION#${notificationId}`, SK: 'NOTIFICATION' }),
  /** GSI1: notifications of a status newest first. */
  byStatus: (status: string, createdAt: string, notificationId: string) => ({
    GSI1PK: `NOTIFICATIONS#${status}`,
    GSI1SK: timeKey(createdAt, notificationId),
  }),
  /** GSI2: notifications of a status by priority (URGENT first descending), then newest first. */
  byPriority: (status: string, priority: string, createdAt: string, notificationId: string) => ({
    GSI2PK: `NOTIFICATIONS_BY_PRIORITY#${status}`,
    GSI2SK: `${PRIORITY_RANK[priority] ?? '0'}#${timeKey(createdAt, notificationId)}`,
  }),
  /** Both index keys of a global notice; every status change moves them together. */
  indexes: (status: string, priority: string, createdAt: string, notificationId: string) => ({
    ...notificationKeys.byStatus(status, createdAt, notificationId),
    ...notificationKeys.byPriority(status, priority, createdAt, notificationId),
  }),
  /**
   * A user's own notification (from an order event), in the user's partition: newest first with
   * begins_with(SK, NOTIFICATION#); removed by TTL after PERSONAL_NOTIFICATION_RETENTION_DAYS.
   */
  personal: (userId: string, createdAt: string, notificationId: string) => ({
    PK: `USER#${userId}`,
    SK: `${PERSONAL_NOTIFICATION_PREFIX}${timeKey(createdAt, notificationId)}`,
  }),
  /** When the user last marked everything read: notifications created at or before `readAt` are read. */
  readMarker: (userId: string) => ({ PK: `USER#${userId}`, SK: 'NOTIFICATIONS_READ' }),
  /** A contact form message; GSI1 lists every message, GSI2 by state, GSI3 (sparse) the unread ones. */
  contact: (messageId: string) => ({ PK: `CONTACT#${messageId}`, SK: 'CONTACT' }),
  contactsByDate: (createdAt: string, messageId: string) => ({
    GSI1PK: 'CONTACTS',
    GSI1SK: timeKey(createdAt, messageId),
  }),
  contactsByState: (handled: boolean, createdAt: string, messageId: string) => ({
    GSI2PK: `CONTACTS#${handled ? 'HANDLED' : 'OPEN'}`,
    GSI2SK: timeKey(createdAt, messageId),
  }),
  contactsUnread: (createdAt: string, messageId: string) => ({
    GSI3PK: CONTACTS_UNREAD_PARTITION,
    GSI3SK: timeKey(createdAt, messageId),
  }),
};
export const PERSONAL_NOTIFICATION_PREFIX = 'NOTIFICATION#';
export const CONTACTS_UNREAD_PARTITION = 'CONTACTS#UNREAD';

/**
 * An e-mail waiting to be sent (or sent): written by whoever wants it sent (the contact form, the order
 * notifications) and delivered by the events function from the table's stream (services/events/mail-delivery.ts),
 * which marks it sent. Removed by TTL after MAIL_RETENTION_DAYS. A large one (`statusApart`) is written once and
 * its delivery's status kept in a small item beside it (`status`), so each change of status is not paid per
 * kilobyte of its body (services/lib/mail/queue.ts).
 */
export const mailKeys = {
  item: (mailId: string) => ({ PK: `MAIL#${mailId}`, SK: 'MAIL' }),
  status: (mailId: string) => ({ PK: `MAIL#${mailId}`, SK: 'STATUS' }),
  /**
   * A text many e-mails end with (the order confirmation's conditions and withdrawal form), stored once and named
   * by its queued e-mails (services/lib/mail/parts.ts). Not `MAIL#`: the events function's stream ignores it.
   */
  part: (partId: string) => ({ PK: `MAILPART#${partId}`, SK: 'PART' }),
};

/**
 * Order stats counters, kept by the events function (services/events/order-stats.ts) from the stream of order
 * and product-order changes (docs/scale.md "The stats counters"):
 *   - hot counters: one item per scope (a producer, or the whole shop), shard and bucket (a UTC day, a month, or
 *     the running total). A scope's counters are spread over STATS_COUNTER_SHARDS partitions by the order's id
 *     (`STATS#SHOP`, `STATS#SHOP#1` ... `#7`; shard 0 is the partition written before sharding, so its history
 *     reads on); a period is one Query per shard (`SK BETWEEN DAY#from AND DAY#to`), summed per bucket.
 *   - figures: one small item per scope, bucket and product (`P#<productId>`: revenue, units; the shop's also its
 *     producer) or farm (`F#<producerId>`: revenue of lines without a product, and the shop's farm revenue moved
 *     by the stats-figures migration), in STATS_FIGURE_SHARDS partitions by that id, so no item grows with the
 *     catalog: `STATS#SHOP#FIGURES#<n>`, SK `DAY#<day>#P#<productId>`.
 */
export const STATS_SHOP_SCOPE = 'SHOP';
export const STATS_COUNTER_SHARDS = { shop: 8, producer: 4 } as const;
export const STATS_FIGURE_SHARDS = { shop: 8, producer: 1 } as const;
/** A stable shard of an id among `count` (FNV-1a). */
export function shardOf(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
const statsScopeKind = (scope: string) => (scope === STATS_SHOP_SCOPE ? 'shop' : 'producer');
export type StatsFigureKind = 'P' | 'F';
export const statsKeys = {
  /** `producerId`, or STATS_SHOP_SCOPE for the whole shop; shard 0 is the partition of before sharding. */
  partition: (scope: string, shard = 0) =>
    `STATS#${scope === STATS_SHOP_SCOPE ? 'SHOP' : `PRODUCER#${scope}`}${shard === 0 ? '' : `#${shard}`}`,
  /** How many counter partitions the scope has. */
  counterShards: (scope: string): number => STATS_COUNTER_SHARDS[statsScopeKind(scope)],
  day: (scope: string, day: string, shard = 0) => ({
    PK: statsKeys.partition(scope, shard),
    SK: `DAY#${day}`,
  }),
  month: (scope: string, month: string, shard = 0) => ({
    PK: statsKeys.partition(scope, shard),
    SK: `MONTH#${month}`,
  }),
  total: (scope: string, shard = 0) => ({ PK: statsKeys.partition(scope, shard), SK: 'TOTAL' }),
  /** Every shard's key of the running total. */
  totals: (scope: string) =>
    Array.from({ length: statsKeys.counterShards(scope) }, (_, shard) => statsKeys.total(scope, shard)),
};

/** Where the events function writes a change's counters and figures (apart: the readers need none of it). */
export const statsShardKeys = {
  /** The counter shard of an order (its changes and its lines' all count in the same one). */
  counterShard: (scope: string, orderId: string): number =>
    shardOf(orderId, STATS_COUNTER_SHARDS[statsScopeKind(scope)]),
  figureShards: (scope: string): number => STATS_FIGURE_SHARDS[statsScopeKind(scope)],
  figurePartition: (scope: string, shard: number) => `${statsKeys.partition(scope)}#FIGURES#${shard}`,
  /** A product's (P) or farm's (F) figures in a day (`DAY#yyyy-mm-dd`) or month (`MONTH#yyyy-mm`) bucket. */
  figure: (scope: string, bucketSortKey: string, kind: StatsFigureKind, id: string) => ({
    PK: statsShardKeys.figurePartition(scope, shardOf(id, statsShardKeys.figureShards(scope))),
    SK: `${bucketSortKey}#${kind}#${id}`,
  }),
};

/** One-off data migrations done (services/migrations): a marker each, so a start runs them only once. */
export const migrationKeys = {
  item: (name: string) => ({ PK: `MIGRATION#${name}`, SK: 'DONE' }),
};

/**
 * Markers of stream records already applied, removed by TTL: one per record (services/lib/data/apply-once.ts), or
 * one per changed partition, processor and hour holding the applied records' ids (`applied`, a string set:
 * services/events/order-stats-markers.ts).
 */
export const eventKeys = {
  marker: (eventId: string) => ({ PK: `EVENT#${eventId}`, SK: 'APPLIED' }),
  partitionMarker: (partition: string, processor: string, hour: string) => ({
    PK: `EVENT#${partition}#${processor}`,
    SK: `APPLIED#${hour}`,
  }),
};

/**
 * The directory reconciliation (services/lib/directory-sync, docs/data-model.md "Directory reconciliation"):
 *   cursor  one item: the current sweep (its id is its start time), the pool walk's ListUsers PaginationToken,
 *           then the walk of the directory's role partitions (GSI1 `ROLE#<role>`) for rows the pool lacks;
 *   seen    the subs each pool page held, one item per page (chunks of 1000 subs), TTL one day: the sweep's
 *           "seen" set, read back (one Query of the sweep's partition) when the role partitions are walked.
 */
export const directorySyncKeys = {
  cursor: () => ({ PK: 'DIRECTORY_SYNC', SK: 'CURSOR' }),
  seenPartition: (sweepId: string) => `DIRECTORY_SYNC#${sweepId}`,
  seen: (sweepId: string, page: number, chunk: number) => ({
    PK: `DIRECTORY_SYNC#${sweepId}`,
    SK: `SEEN#${String(page).padStart(6, '0')}#${String(chunk).padStart(3, '0')}`,
  }),
};
