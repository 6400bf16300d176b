import { describe, expect, it } from 'vitest';
import { SEED_IMAGES_DIR } from './index.js';
import { SEED_COUPONS } from './coupons.js';
import { couponSeedItem, notificationItem, orderItems, productItems, stableUuid, userItem } from './items.js';
import { SEED_NOTIFICATIONS } from './notifications.js';
import { SEED_ORDERS } from './orders.js';
import { SEED_PRODUCTS, SEED_IMAGE_STEMS } from './products.js';
import { SEED_USERS, seedUser } from './users.js';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Product } from '../../../shared/contracts/products/entities.js';
import { normalizeText } from '../../../services/lib/data/keys.js';
import { PASSWORD_POLICY } from '../../../shared/constants/auth.js';
import { fullLineItem } from '../../../services/orders/line-snapshot.js';
import { fullOrderItem } from '../../../services/orders/stored-order.js';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('seed data', () => {
  it('has the binding accounts and two more producers, with passwords the pool accepts', () => {
    const accounts = SEED_USERS.map((user) => [user.role, user.email, user.password]);
    expect(accounts).toEqual(
      expect.arrayContaining([
        ['admin', 'admin@pitahaya.test', 'Admin123!'],
        ['producer', 'productor@pitahaya.test', 'Productor123!'],
        ['consumer', 'cliente@pitahaya.test', 'Cliente123!'],
      ]),
    );
    expect(SEED_USERS.filter((user) => user.role === 'producer').length).toBeGreaterThanOrEqual(3);
    for (const { password } of SEED_USERS) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_POLICY.minLength);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it('has unique ids, at least 12 products and a rendered image for each', () => {
    const ids = [
      ...SEED_PRODUCTS.map((p) => p.id),
      ...SEED_ORDERS.map((o) => o.id),
      ...SEED_NOTIFICATIONS.map((n) => n.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    for (const stem of SEED_IMAGE_STEMS) {
      const file = join(SEED_IMAGES_DIR, `${stem}.webp`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(5_000);
      expect(existsSync(join(SEED_IMAGES_DIR, `${stem}.svg`)), `${stem}.svg`).toBe(true);
    }
  });

  it('orders only buy active products and each producer name is unique per farm', () => {
    const active = new Set(SEED_PRODUCTS.filter((p) => p.isActive).map((p) => p.id));
    for (const order of SEED_ORDERS)
      for (const line of order.lines) expect(active.has(line.productId)).toBe(true);
    const names = SEED_PRODUCTS.map((p) => `${p.producer}:${normalizeText(p.name)}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('seed IVA rates', () => {
  const rateOf = (name: string) => SEED_PRODUCTS.find((p) => p.name === name)?.taxRate;

  it('fresh pitahayas and fruit boxes at 4 %, processed food, plants and the food gift box at 10 %', () => {
    for (const p of SEED_PRODUCTS) {
      const fresh = /^(Pitahaya (roja|amarilla|blanca)(?! deshidratada)|Caja mixta)/.test(p.name);
      expect([p.name, p.taxRate]).toEqual([p.name, fresh ? 4 : 10]);
    }
    expect(rateOf('Pitahaya deshidratada')).toBe(10);
    expect(rateOf('Esquejes de pitahaya para plantar')).toBe(10);
    expect(rateOf('Plantón de pitahaya en maceta')).toBe(10);
    expect(rateOf('Caja regalo degustación')).toBe(10);
  });

  it('the product item and its entity carry the rate', () => {
    const product = SEED_PRODUCTS[0];
    if (!product) throw new Error('no products');
    expect(productItems(product, 'prod-1', 'Finca', now).item.taxRate).toBe(4);
    expect(productItems(product, 'prod-1', 'Finca', now).entity.taxRate).toBe(4);
  });
});

describe('seed items', () => {
  it('builds stable UUIDs', () => {
    expect(stableUuid('a')).toBe(stableUuid('a'));
    expect(stableUuid('a')).not.toBe(stableUuid('b'));
    expect(stableUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a user directory item mirrors the Cognito user', () => {
    expect(userItem(seedUser('cliente'), 'sub-1', now)).toEqual({
      PK: 'USER#sub-1',
      SK: 'PROFILE',
      GSI1PK: 'ROLE#consumer',
      GSI1SK: expect.stringMatching(/#sub-1$/),
      GSI2PK: 'USER_EMAIL',
      GSI2SK: 'cliente@pitahaya.test',
      entity: 'User',
      id: 'sub-1',
      email: 'cliente@pitahaya.test',
      role: 'consumer',
      fullName: 'Lucía Fernández',
      username: 'cliente@pitahaya.test',
      isActive: true,
      searchText: 'lucia fernandez cliente@pitahaya.test',
      createdAt: '2026-04-17T12:00:00.000Z',
      updatedAt: '2026-04-17T12:00:00.000Z',
      lastLogin: null,
    });
  });

  it('a product item carries every key, the entity fields and the search fields', () => {
    const product = SEED_PRODUCTS[0];
    if (!product) throw new Error('no products');
    const { item, guard } = productItems(product, 'prod-1', 'Finca', now);
    expect(item).toMatchObject({
      PK: `PRODUCT#${product.id}`,
      SK: 'PRODUCT',
      GSI1PK: 'PRODUCER#prod-1',
      GSI2PK: 'CATALOG#ACTIVE',
      GSI3PK: 'CATALOG#ACTIVE',
      GSI4PK: 'CATALOG#ACTIVE',
      entity: 'Product',
      productId: product.id,
      id: product.id,
      isActive: true,
      active: true,
      producerId: 'prod-1',
      producerName: 'Finca',
      thumbnailUrl: `/images/products/${product.id}/pitahaya-roja.webp`,
      imageUrls: [
        `/images/products/${product.id}/pitahaya-roja.webp`,
        `/images/products/${product.id}/pitahaya-corte.webp`,
      ],
      nameNormalized: 'pitahaya roja premium',
    });
    expect(item.searchText).toContain('pitahaya roja premium fruta del dragon');
    expect(guard).toMatchObject({
      PK: 'PRODUCER#prod-1',
      SK: 'PRODUCT_NAME#pitahaya roja premium',
      productId: product.id,
    });
  });

  it('an inactive product sits in the inactive catalog', () => {
    const inactive = SEED_PRODUCTS.find((p) => !p.isActive);
    if (!inactive) throw new Error('no inactive product');
    expect(productItems(inactive, 'p', 'F', now).item).toMatchObject({
      GSI2PK: 'CATALOG#INACTIVE',
      active: false,
    });
  });

  it('an order keeps its lines, totals and counts; product orders go to each farm', () => {
    const products = new Map<string, Product>(
      SEED_PRODUCTS.map((p) => [p.id, productItems(p, `sub-${p.producer}`, p.producer, now).entity]),
    );
    const consumer = { sub: 'sub-cliente', user: seedUser('cliente') };
    for (const seed of SEED_ORDERS) {
      const built = orderItems(seed, { consumer, products }, now);
      // Read as the services read it (stored-order.ts: the counts are not stored twice).
      const order = fullOrderItem(built.order);
      const { productOrders } = built;
      expect(order).toMatchObject({
        PK: `ORDER#${seed.id}`,
        SK: 'ORDER',
        LINES6PK: 'CONSUMER#sub-cliente',
        LINES4PK: `ORDERS#${(order.createdAt as string).slice(0, 7)}`,
        entity: 'Order',
        status: seed.status,
        userId: 'sub-cliente',
        productOrdersCount: seed.lines.length,
      });
      const total = productOrders.reduce((sum, po) => sum + (po.totalPrice as number), 0);
      expect(order.totalPrice).toBeCloseTo(total, 2);
      expect(order.producerCount).toBe(new Set(productOrders.map((po) => po.producerId)).size);
      for (const po of productOrders) {
        expect(po).toMatchObject({ PK: `ORDER#${seed.id}`, entity: 'ProductOrder', orderId: seed.id });
        expect(po.SK).toBe(`PO#${po.id as string}`);
        expect(po.LINES1PK).toBe(`PRODUCER#${po.producerId as string}`);
        expect(po.LINES3PK).toBe(`PRODUCER#${po.producerId as string}#STATUS#${po.status as string}`);
      }
    }
    const delivered = SEED_ORDERS.find((o) => o.status === 'completed');
    if (!delivered) throw new Error('no completed order');
    const built = orderItems(delivered, { consumer, products }, now);
    expect(built.order.completedProductOrders).toBe(delivered.lines.length);
    expect(built.order.activeProducerIds).toEqual(built.order.producerIds);
    expect(built.productOrders.every((po) => po.status === 'delivered')).toBe(true);
    // Read as the services read a line (its history's checkout step is not stored: line-snapshot.ts).
    const first = fullLineItem(built.productOrders[0] ?? {});
    expect((first.history as { status: string }[]).map((entry) => entry.status)).toEqual([
      'pending',
      'organizing',
      'ready_to_ship',
      'shipped',
      'delivered',
    ]);
  });

  it('orders carry what checkout writes: history, totals, a shared coupon discount', () => {
    const products = new Map<string, Product>(
      SEED_PRODUCTS.map((p) => [p.id, productItems(p, `sub-${p.producer}`, p.producer, now).entity]),
    );
    const consumer = { sub: 'sub-cliente', user: seedUser('cliente') };
    const seed = SEED_ORDERS.find((o) => o.couponCode);
    if (!seed) throw new Error('no order with a coupon');
    const built = orderItems(seed, { consumer, products }, now);
    // Read as the services read them (stored-order.ts, line-snapshot.ts).
    const order = fullOrderItem(built.order);
    const productOrders = built.productOrders.map(fullLineItem);
    expect(order).toMatchObject({
      coupon: { code: 'FRESCA5', type: 'fixed', value: 5, discount: 5 },
      discount: 5,
      paymentMethod: 'cash_on_delivery',
    });
    expect(Math.round((order.subtotal as number) * 100) - 500).toBe(
      Math.round((order.totalPrice as number) * 100),
    );
    const shares = productOrders.reduce((sum, po) => sum + Math.round((po.discount as number) * 100), 0);
    expect(shares).toBe(500);
    for (const po of productOrders) {
      const history = po.history as { status: string; by: string }[];
      expect(history[0]).toMatchObject({ status: 'pending', by: 'sub-cliente' });
      expect(history.at(-1)?.status).toBe(po.status);
    }
    const cancelled = SEED_ORDERS.find((o) => o.status === 'cancelled');
    if (!cancelled) throw new Error('no cancelled order');
    expect(orderItems(cancelled, { consumer, products }, now).order.activeProducerIds).toEqual([]);
    const line = fullLineItem(orderItems(cancelled, { consumer, products }, now).productOrders[0] ?? {});
    expect((line.history as { status: string; by: string }[]).map((e) => [e.status, e.by])).toEqual([
      ['pending', 'sub-cliente'],
      ['cancelled', 'sub-cliente'],
    ]);
  });

  it('coupons are stored with their rules and the uses of the seeded orders placed with them', () => {
    expect(SEED_COUPONS.map((c) => c.code)).toEqual(['BIENVENIDA10', 'FRESCA5', 'VERANO2025']);
    // One seeded order (not cancelled) used FRESCA5: its "Usos" reads 1, as checkout would have counted it.
    expect(couponSeedItem(SEED_COUPONS[1] as (typeof SEED_COUPONS)[number], now)).toMatchObject({
      PK: 'COUPON#FRESCA5',
      SK: 'COUPON',
      type: 'fixed',
      value: 5,
      minTotal: 30,
      usesCount: 1,
      isActive: true,
    });
    expect(couponSeedItem(SEED_COUPONS[0] as (typeof SEED_COUPONS)[number], now)).toMatchObject({
      usesCount: 0,
    });
  });

  it('a notification item is listed under its status', () => {
    const notification = SEED_NOTIFICATIONS[0];
    if (!notification) throw new Error('no notifications');
    expect(notificationItem(notification, now)).toMatchObject({
      PK: `NOTIFICATION#${notification.id}`,
      SK: 'NOTIFICATION',
      GSI1PK: `NOTIFICATIONS#${notification.status}`,
      entity: 'Notification',
      type: notification.type,
      priority: notification.priority,
    });
  });
});
