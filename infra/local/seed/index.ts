/**
 * Demo data, seeded on every start and idempotent: put-if-absent everywhere, so what users changed is never
 * overwritten (a renamed product keeps its name, a changed password stays changed). What was deleted comes
 * back on the next start; `rm -rf .local` resets everything.
 *   1. Cognito users (confirmed, e-mail verified, custom:role), then their directory items.
 *   2. Products with their name guards (one transaction each, written only together).
 *   3. Orders with their product orders (one transaction each), notifications, coupons, payment settings.
 *   4. Product images into the bucket under images/products/<productId>/<file>, with their WebP variants made
 *      by the images function's own variant maker (services/images/make-variants.ts) when a variant is missing.
 *      Products seeded before the variants existed get imageVariants added (only while their photos are still
 *      the seed's), and products seeded before IVA rates existed get the seed's taxRate (never replacing one).
 *   5. The table's data migrations, as the deployment runs them (services/migrations/run.ts): data written before
 *      an index or a stored figure existed gets it (the price bands, the orders' reference keys and line counts,
 *      the farms' pages); each returns at once once its marker is there.
 */
import { shopTerms } from '../../../services/farms/shipping-terms.js';
import { DEFAULT_SHOP_SHIPPING } from '../../../services/shop/shop-shipping.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { notificationKeys, productKeys, userKeys } from '../../../services/lib/data/keys.js';
import { PRODUCT_FACT_FIELDS, type Product } from '../../../shared/contracts/products/entities.js';
import { originKeyOf } from '../../../shared/rules/catalog/origin-harvest-filters.js';
import { mapLimited } from '../../../services/lib/map-limited.js';
import { runMigrations } from '../../../services/migrations/run.js';
import type { LocalClients } from '../clients.js';
import { ROLE_ATTRIBUTE } from '../provision.js';
import { SEED_COUPONS } from './coupons.js';
import { seedVariantMaker, uploadIfAbsent } from './photos.js';
import { SEED_FARMS, seedFarmPageItems, seedFarmPhoto } from './farms.js';
import { seedLegalIdentityItem } from './legal.js';
import { SEED_PLANT_OPERATORS } from './legal-products.js';
import { paymentSettingsItem } from './payments.js';
import {
  couponSeedItem,
  notificationItem,
  orderItems,
  productItems,
  seedImage,
  seedImageVariants,
  userItem,
  type Item,
  type SubsByUser,
} from './items.js';
import { SEED_NOTIFICATIONS } from './notifications.js';
import { SEED_REVIEW, seedReviewItems } from './reviews.js';
import { SEED_ORDERS } from './orders.js';
import { SEED_PRODUCTS } from './products.js';
import { SEED_USERS, seedUser, type SeedUser } from './users.js';
import { nameOf, writtenUnlessPresent } from './conditional-write.js';

export const SEED_IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));

export interface SeedContext {
  clients: LocalClients;
  tableName: string;
  userPoolId: string;
  bucket: string;
  now?: Date;
  imagesDir?: string;
}

export interface SeedCounts {
  created: number;
  existing: number;
}

export interface SeedReport {
  users: SeedCounts;
  items: SeedCounts;
  images: SeedCounts;
  /** Image files not found in the images folder (run infra/local/seed/render-images.ts). */
  missingImages: string[];
  subs: SubsByUser;
}

const counts = (): SeedCounts => ({ created: 0, existing: 0 });

/** A confirmed Cognito user (created if missing). Answers its sub and whether it was created now. */
export async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: SeedUser,
): Promise<{ sub: string; created: boolean }> {
  const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  const setPassword = () =>
    cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
  try {
    const existing = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    const sub = subOf(existing.UserAttributes);
    if (!sub) throw new Error(`Cognito user ${user.email} has no sub`);
    // A start interrupted between creating the user and setting its password: finish the job.
    if (existing.UserStatus === 'FORCE_CHANGE_PASSWORD') await setPassword();
    return { sub, created: false };
  } catch (error) {
    if (nameOf(error) !== 'UserNotFoundException') throw error;
  }
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      TemporaryPassword: user.password,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: user.fullName },
        { Name: ROLE_ATTRIBUTE, Value: user.role },
      ],
    }),
  );
  await setPassword();
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`cognito-local created ${user.email} without a sub`);
  return { sub, created: true };
}

/** Put-if-absent of one item. Answers whether it was written. */
async function putIfAbsent(
  documents: DynamoDBDocumentClient,
  tableName: string,
  item: Item,
): Promise<boolean> {
  return writtenUnlessPresent(() =>
    documents.send(
      new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
    ),
  );
}

/**
 * Data seeded before notices were indexed by priority (GSI2) gets that index key, from the stored status,
 * priority and date (nothing else of the item changes; a notice that has it is left alone).
 */
async function addPriorityIndex(
  documents: DynamoDBDocumentClient,
  tableName: string,
  notificationId: string,
): Promise<void> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName, Key: notificationKeys.item(notificationId) }),
  );
  if (!Item || Item.GSI2PK !== undefined) return;
  const keys = notificationKeys.byPriority(
    String(Item.status),
    String(Item.priority),
    String(Item.createdAt),
    notificationId,
  );
  await writtenUnlessPresent(() =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: notificationKeys.item(notificationId),
        UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: { ':pk': keys.GSI2PK, ':sk': keys.GSI2SK },
      }),
    ),
  );
}

/** All-or-nothing put-if-absent of a group of items (a product and its guard; an order and its lines). */
async function putGroupIfAbsent(
  documents: DynamoDBDocumentClient,
  tableName: string,
  items: Item[],
): Promise<boolean> {
  return writtenUnlessPresent(
    () =>
      documents.send(
        new TransactWriteCommand({
          TransactItems: items.map((item) => ({
            Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
          })),
        }),
      ),
    'TransactionCanceledException',
  );
}

/**
 * A seed product stored before the variants existed gets its imageVariants, as long as its photos are still
 * the seed's (same main photo, same count); a product whose photos the producer changed is left alone.
 */
async function addImageVariants(
  documents: DynamoDBDocumentClient,
  tableName: string,
  product: Product,
): Promise<void> {
  await writtenUnlessPresent(() =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: productKeys.item(product.productId),
        UpdateExpression: 'SET imageVariants = :variants',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(imageVariants) AND thumbnailUrl = :thumb AND size(imageUrls) = :count',
        ExpressionAttributeValues: {
          ':variants': seedImageVariants(product.imageUrls),
          ':thumb': product.thumbnailUrl,
          ':count': product.imageUrls.length,
        },
      }),
    ),
  );
}

/**
 * Sets `field` on an item that exists and has none yet: data written before a field existed gets the seed's
 * value; a value already stored (the seed's, or one a producer chose) is never replaced.
 */
async function setIfMissing(
  documents: DynamoDBDocumentClient,
  tableName: string,
  key: Record<string, string>,
  field: string,
  value: unknown,
): Promise<void> {
  await writtenUnlessPresent(() =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #field = :value',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#field)',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value },
      }),
    ),
  );
}

/** A seed product stored before products had an IVA rate gets the seed's (4 % for the fresh fruit). */
const addTaxRate = (documents: DynamoDBDocumentClient, tableName: string, product: Product) =>
  setIfMissing(documents, tableName, productKeys.item(product.productId), 'taxRate', product.taxRate);

/**
 * A seed product stored before issue 23 or 31 gets the seed's facts (PRODUCT_FACT_FIELDS: category, variety,
 * origin, harvest date and the legal facts of legal-products.ts), and one stored before the origin filter its
 * origin's key (the seed's origin: a product whose origin was edited since got its key from that edit).
 */
async function addProductFacts(documents: DynamoDBDocumentClient, tableName: string, product: Product) {
  const key = productKeys.item(product.productId);
  for (const field of PRODUCT_FACT_FIELDS) {
    if (product[field] !== undefined) await setIfMissing(documents, tableName, key, field, product[field]);
  }
  if (product.origin) {
    await setIfMissing(documents, tableName, key, 'originKey', originKeyOf(product.origin));
  }
}

/** A seed farm stored before farms had fiscal data and shipping terms gets the seed's. */
async function addFarmData(
  documents: DynamoDBDocumentClient,
  tableName: string,
  user: SeedUser,
  sub: string,
): Promise<void> {
  if (user.fiscal) await setIfMissing(documents, tableName, userKeys.item(sub), 'fiscal', user.fiscal);
  if (user.shipping) await setIfMissing(documents, tableName, userKeys.item(sub), 'shipping', user.shipping);
  if (user.schedule) await setIfMissing(documents, tableName, userKeys.item(sub), 'schedule', user.schedule);
  const operator = SEED_PLANT_OPERATORS[user.key];
  if (operator) await setIfMissing(documents, tableName, userKeys.item(sub), 'plantOperatorNumber', operator);
}

/** The demo review (reviews.ts) and the rating it gives its product, where the product has none yet. */
async function seedReview(
  documents: DynamoDBDocumentClient,
  tableName: string,
  seeded: { report: SeedReport; products: Map<string, Product>; orderGroups: Item[][]; now: Date },
): Promise<void> {
  const product = seeded.products.get(SEED_REVIEW.productId);
  const line = seeded.orderGroups
    .flat()
    .find((item) => item.orderId === SEED_REVIEW.orderId && item.productId === SEED_REVIEW.productId);
  if (!product || !line) return;
  const { items, rating } = seedReviewItems({
    consumerId: seeded.report.subs.cliente,
    consumerName: seedUser('cliente').fullName,
    producerId: product.producerId,
    productName: product.name,
    productOrderId: String(line.id),
    productCreatedAt: product.createdAt,
    now: seeded.now,
  });
  for (const item of items) await putIfAbsent(documents, tableName, item);
  await writtenUnlessPresent(() =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: productKeys.item(SEED_REVIEW.productId),
        UpdateExpression: 'SET rating = :rating, ratingDistribution = :distribution, GSI6SK = :key',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(rating)',
        ExpressionAttributeValues: {
          ':rating': rating.rating,
          ':distribution': rating.ratingDistribution,
          ':key': rating.GSI6SK,
        },
      }),
    ),
  );
}

export async function seedDemoData(context: SeedContext): Promise<SeedReport> {
  const { clients, tableName, userPoolId, bucket } = context;
  const now = context.now ?? new Date();
  const imagesDir = context.imagesDir ?? SEED_IMAGES_DIR;
  const report: SeedReport = {
    users: counts(),
    items: counts(),
    images: counts(),
    missingImages: [],
    subs: {} as SubsByUser,
  };
  const tally = (target: SeedCounts, created: boolean) =>
    created ? (target.created += 1) : (target.existing += 1);

  // Images do not depend on users: upload them while the users are being created.
  const variantsOf = seedVariantMaker();
  const images = mapLimited(
    SEED_PRODUCTS.flatMap((product) => product.images.map((stem) => ({ product, stem }))),
    8,
    async ({ product, stem }) => {
      const file = join(imagesDir, `${stem}.webp`);
      const uploaded = await uploadIfAbsent(
        clients.s3,
        bucket,
        seedImage(product.id, stem).key,
        file,
        variantsOf,
      );
      if (uploaded === null) {
        if (!report.missingImages.includes(file)) report.missingImages.push(file);
      } else tally(report.images, uploaded);
    },
  );
  // Awaited below; this keeps a failure from being reported as unhandled while the users are created.
  images.catch(() => undefined);

  // cognito-local writes each pool to one JSON file: create users one at a time.
  for (const user of SEED_USERS) {
    const { sub, created } = await ensureCognitoUser(clients.cognito, userPoolId, user);
    report.subs[user.key] = sub;
    tally(report.users, created);
  }

  const products = new Map<string, Product>();
  const productGroups = SEED_PRODUCTS.map((product) => {
    const producer = seedUser(product.producer);
    const built = productItems(product, report.subs[product.producer], producer.fullName, now);
    products.set(product.id, built.entity);
    return [built.item, built.guard, built.stock];
  });
  const consumer = { sub: report.subs.cliente, user: seedUser('cliente') };
  // Each farm's shipping as its directory item says (the shop's default for a farm without its own).
  const farmTerms = new Map(
    SEED_USERS.filter((user) => user.role === 'producer').map((user) => [
      report.subs[user.key],
      user.shipping ?? shopTerms(DEFAULT_SHOP_SHIPPING),
    ]),
  );
  const orderGroups = SEED_ORDERS.map((order) => {
    const built = orderItems(order, { consumer, products, farmTerms }, now);
    return [built.order, ...built.productOrders];
  });
  const singles = [
    ...SEED_USERS.map((user) => userItem(user, report.subs[user.key], now)),
    ...SEED_NOTIFICATIONS.map((notification) => notificationItem(notification, now)),
    ...SEED_COUPONS.map((coupon) => couponSeedItem(coupon, now)),
    paymentSettingsItem(now),
    seedLegalIdentityItem(now),
  ];

  await Promise.all([
    mapLimited(singles, 8, async (item) =>
      tally(report.items, await putIfAbsent(clients.documents, tableName, item)),
    ),
    mapLimited(
      SEED_USERS.filter((user) => user.role === 'producer'),
      4,
      (user) => addFarmData(clients.documents, tableName, user, report.subs[user.key]),
    ),
    mapLimited(SEED_NOTIFICATIONS, 4, (notification) =>
      addPriorityIndex(clients.documents, tableName, notification.id),
    ),
    mapLimited([...productGroups, ...orderGroups], 4, async (group) => {
      const written = await putGroupIfAbsent(clients.documents, tableName, group);
      for (let i = 0; i < group.length; i += 1) tally(report.items, written);
      const product = products.get(String(group[0]?.productId));
      if (!written && group[0]?.entity === 'Product' && product) {
        await addImageVariants(clients.documents, tableName, product);
        await addTaxRate(clients.documents, tableName, product);
        await addProductFacts(clients.documents, tableName, product);
      }
    }),
    images,
  ]);
  await seedReview(clients.documents, tableName, { report, products, orderGroups, now });
  // The demo farms' public pages and their photos (farms.ts), once the producers' directory items exist.
  await mapLimited(SEED_FARMS, 3, async (farm) => {
    const producerId = report.subs[farm.producer];
    for (const stem of farm.photos) {
      const file = join(imagesDir, `${stem}.webp`);
      const key = seedFarmPhoto(producerId, stem).key;
      const uploaded = await uploadIfAbsent(clients.s3, bucket, key, file, variantsOf);
      if (uploaded === null) {
        if (!report.missingImages.includes(file)) report.missingImages.push(file);
      } else tally(report.images, uploaded);
    }
    tally(report.items, await seedFarmPageItems(clients.documents, tableName, farm, producerId, now));
  });
  // A table written before an index or a stored figure gets it once (services/migrations/run.ts), in one go.
  await runMigrations(
    {},
    {
      documents: clients.documents,
      tableName,
      timeLeftMs: () => Number.POSITIVE_INFINITY,
      continueWith: () => Promise.reject(new Error('The local migrations run without a time limit')),
    },
  );
  return report;
}
