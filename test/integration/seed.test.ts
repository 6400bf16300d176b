/**
 * Provisioning and demo data: the binding accounts sign in, the catalog and orders are where the services
 * look for them, and running provisioning and the seed again (as every start does) changes nothing.
 */
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { productKeys } from '../../services/lib/data/keys.js';
import { provision } from '../../infra/local/provision.js';
import { seedDemoData } from '../../infra/local/seed/index.js';
import { SEED_NOTIFICATIONS } from '../../infra/local/seed/notifications.js';
import { SEED_ORDERS } from '../../infra/local/seed/orders.js';
import { seedImage } from '../../infra/local/seed/items.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { SEED_USERS } from '../../infra/local/seed/users.js';
import { accessToken, noStack, stack } from './helpers.js';
import { closeTable, getItem, queryIndex, stackClients, updateItem } from './table.js';

describe.skipIf(noStack)('demo data', () => {
  const clients = noStack ? null : stackClients();
  afterAll(() => {
    clients?.destroy();
    closeTable();
  });
  const c = () => {
    if (!clients) throw new Error('no stack');
    return clients;
  };

  async function counts() {
    // Every page (a Scan counts 1 MB at a time), without the directory sync's bookkeeping (its cursor and the
    // subs each sweep saw), which moves every second on the test stack whatever the seed does.
    let items = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await c().documents.send(
        new ScanCommand({
          TableName: stack.tableName,
          Select: 'COUNT',
          FilterExpression: 'NOT begins_with(PK, :sync)',
          ExpressionAttributeValues: { ':sync': 'DIRECTORY_SYNC' },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      items += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    const users = await c().cognito.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }));
    const objects = await c().s3.send(
      new ListObjectsV2Command({ Bucket: stack.bucket, Prefix: 'images/products/' }),
    );
    return { items, users: users.Users?.length, objects: objects.KeyCount };
  }

  it.each(SEED_USERS.map((user) => [user.email, user.password]))(
    '%s signs in with %s',
    async (email, password) => {
      expect(await accessToken(email, password)).toMatch(/^ey/);
    },
  );

  it('has at least 12 products of at least 3 producers, some inactive', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_PRODUCTS.map((product) => product.producer)).size).toBeGreaterThanOrEqual(3);
    expect(SEED_PRODUCTS.some((product) => !product.isActive)).toBe(true);
    expect(new Set(SEED_ORDERS.map((order) => order.status))).toEqual(
      new Set(['pending', 'organizing', 'shipped', 'completed', 'cancelled']),
    );
    expect(
      SEED_NOTIFICATIONS.filter((notification) => notification.status === 'ACTIVE').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('stores products where the catalog queries look for them, newest first', async () => {
    const product = SEED_PRODUCTS[0];
    const item = await getItem(productKeys.item(product?.id ?? ''));
    expect(item).toMatchObject({
      entity: 'Product',
      productId: product?.id,
      name: product?.name,
      isActive: true,
    });
    const catalog = await queryIndex('GSI2', 'CATALOG#ACTIVE', { ScanIndexForward: false });
    const seededActive = SEED_PRODUCTS.filter((candidate) => candidate.isActive);
    expect(catalog.Items?.length).toBeGreaterThanOrEqual(seededActive.length);
    const dates = (catalog.Items ?? []).map((entry) => entry.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('publishes each seed image with its WebP variants (320, 640) and records them on the product', async () => {
    const product = SEED_PRODUCTS[0];
    const stem = product?.images[0] ?? '';
    const { url } = seedImage(product?.id ?? '', stem);
    const item = await getItem(productKeys.item(product?.id ?? ''));
    expect(item?.imageVariants).toMatchObject({
      [url]: { width: 800, height: 800, widths: [320, 640] },
    });
    const listed = await c().s3.send(
      new ListObjectsV2Command({ Bucket: stack.bucket, Prefix: `images/products/${product?.id}/` }),
    );
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    for (const key of [`${stem}.webp`, `${stem}.w320.webp`, `${stem}.w640.webp`]) {
      expect(keys).toContain(`images/products/${product?.id}/${key}`);
    }
  });

  it('gives a seed product stored before IVA rates its rate on the next start, and keeps a rate already set', async () => {
    const [fresh, other] = SEED_PRODUCTS;
    if (!fresh || !other) throw new Error('no products');
    const key = (id: string) => productKeys.item(id);
    const rateOf = async (id: string) => (await getItem(key(id)))?.taxRate;
    expect(await rateOf(fresh.id)).toBe(4);
    await updateItem(key(fresh.id), { UpdateExpression: 'REMOVE taxRate' });
    const setRate = (id: string, rate: number) =>
      updateItem(key(id), {
        UpdateExpression: 'SET taxRate = :rate',
        ExpressionAttributeValues: { ':rate': rate },
      });
    await setRate(other.id, 21);
    try {
      await seedDemoData({
        clients: c(),
        tableName: stack.tableName,
        userPoolId: stack.userPoolId,
        bucket: stack.bucket,
      });
      expect(await rateOf(fresh.id)).toBe(fresh.taxRate);
      expect(await rateOf(other.id)).toBe(21);
    } finally {
      await setRate(other.id, other.taxRate);
    }
  });

  it('provisioning and seeding again change nothing', async () => {
    const before = await counts();
    expect(before.users).toBeGreaterThanOrEqual(SEED_USERS.length);
    expect(before.objects).toBeGreaterThanOrEqual(SEED_PRODUCTS.length);

    const issuerDomain = stack.issuer.slice(0, stack.issuer.lastIndexOf('/'));
    const again = await provision(c(), issuerDomain);
    expect(again).toMatchObject({ userPoolId: stack.userPoolId, userPoolClientId: stack.clientId });
    const report = await seedDemoData({
      clients: c(),
      tableName: stack.tableName,
      userPoolId: stack.userPoolId,
      bucket: stack.bucket,
    });
    expect(report.users.created).toBe(0);
    expect(report.items.created).toBe(0);
    expect(report.images.created).toBe(0);
    expect(report.missingImages).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
