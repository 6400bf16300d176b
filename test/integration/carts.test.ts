/**
 * The carts service over HTTP on the real local stack: who may call it, every cart call and its messages, the
 * stock and line rules, validate, and coupons. Fresh consumers and fresh products keep the tests independent.
 */
import { describe, expect, it } from 'vitest';
import { cartItem, newCart } from '../../services/carts/cart-store.js';
import type { Cart, CartSummary, CartValidation } from '../../shared/contracts/carts/entities.js';
import { CART_MAX_LINES } from '../../shared/constants/cart.js';
import { addItem, api, checkout, freshConsumer, freshProduct } from './commerce.js';
import { putItem } from './table.js';
import { seededSuite } from './suite.js';
import { noStack } from './helpers.js';

type CartData = { cart: Cart };

const tokens = seededSuite();

const getCart = (token: string) => api<CartData>('/v1/carts', token);
const setQuantity = (token: string, itemId: string, quantity: unknown) =>
  api<CartData>(`/v1/carts/items/${itemId}`, token, { method: 'PUT', body: { quantity } });
const applyCoupon = (token: string, couponCode: unknown) =>
  api<CartData>('/v1/carts/coupon', token, { method: 'POST', body: { couponCode } });
const setProduct = (productId: string, body: Record<string, unknown>) =>
  api(`/v1/products/${productId}`, tokens.producer, { method: 'PUT', body });

describe.skipIf(noStack)('carts over HTTP', () => {
  it('is for consumers only: 401 without a token, 403 for producers and admins', async () => {
    const anonymous = await api('/v1/carts');
    expect(anonymous.status).toBe(401);
    for (const token of [tokens.producer, tokens.admin]) {
      const answers = await Promise.all([
        api('/v1/carts', token),
        api('/v1/carts/summary', token),
        api('/v1/carts/items', token, { method: 'POST', body: { productId: 'x', quantity: 1 } }),
        api('/v1/carts/coupon', token, { method: 'POST', body: { couponCode: 'FRESCA5' } }),
        api('/v1/carts/validate', token, { method: 'POST' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    }
  });

  it('answers 404 for a missing or empty cart, and a zero summary', async () => {
    const { token } = await freshConsumer('cart-empty');
    const [cart, summary, validate, clear, coupon] = await Promise.all([
      getCart(token),
      api<{ summary: CartSummary }>('/v1/carts/summary', token),
      api('/v1/carts/validate', token, { method: 'POST' }),
      api('/v1/carts/items', token, { method: 'DELETE' }),
      applyCoupon(token, 'FRESCA5'),
    ]);
    expect(cart.status).toBe(404);
    expect(cart.body.status).toEqual({ code: 'NOT_FOUND', message: 'Tu carrito está vacío.' });
    expect(summary.status).toBe(200);
    expect(summary.body.data.summary).toEqual({ itemCount: 0, total: 0, hasItems: false });
    expect(validate.status).toBe(404);
    expect(clear.status).toBe(404);
    expect(coupon.status).toBe(404);
    expect(coupon.body.status.message).toBe('Agrega productos a tu carrito antes de aplicar un cupón.');
  });

  it('refuses bad items with the original codes and messages, writing nothing', async () => {
    const { token } = await freshConsumer('cart-bad');
    const product = await freshProduct(tokens.producer, { stock: 3 });
    const inactive = await freshProduct(tokens.producer, { stock: 3 });
    await api(`/v1/products/${inactive.productId}/status`, tokens.producer, {
      method: 'PATCH',
      body: { isActive: false },
    });
    const [noId, zero, fraction, text, unknown, off, tooMany, tooLong] = await Promise.all([
      api('/v1/carts/items', token, { method: 'POST', body: { quantity: 1 } }),
      addItem(token, product.productId, 0),
      addItem(token, product.productId, 1.5),
      api('/v1/carts/items', token, {
        method: 'POST',
        body: { productId: product.productId, quantity: '2' },
      }),
      addItem(token, 'no-existe-este-producto', 1),
      addItem(token, inactive.productId, 1),
      addItem(token, product.productId, 4),
      addItem(token, 'x'.repeat(129), 1),
    ]);
    expect(noId.status).toBe(422);
    expect(noId.body.status.code).toBe('INVALID_PRODUCT_ID');
    for (const answer of [zero, fraction, text]) {
      expect(answer.status).toBe(422);
      expect(answer.body.status).toEqual({
        code: 'INVALID_QUANTITY',
        message: 'La cantidad debe ser mayor a 0',
      });
    }
    for (const answer of [unknown, off]) {
      expect(answer.status).toBe(404);
      expect(answer.body.status.message).toBe('El producto no fue encontrado o ya no está disponible.');
    }
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.status.message).toBe('No hay suficiente stock disponible para este producto.');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.status.code).toBe('INVALID_PRODUCT_ID');
    expect((await getCart(token)).status).toBe(404);
  });

  it('adds, sums quantities up to the stock, changes, removes and clears lines', async () => {
    const { token, userId } = await freshConsumer('cart-lines');
    const [a, b] = await Promise.all([
      freshProduct(tokens.producer, { price: 4.35, stock: 6 }),
      freshProduct(tokens.producerB, { price: 10, stock: 2 }),
    ]);
    const first = await addItem(token, a.productId, 2);
    expect(first.status).toBe(200);
    const second = await addItem(token, a.productId, 3);
    const cart = second.body.data.cart;
    expect(cart.userId).toBe(userId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: a.productId,
      quantity: 5,
      price: 4.35,
      product: {
        productId: a.productId,
        name: a.name,
        price: 4.35,
        isActive: true,
        producerId: a.producerId,
        producerName: 'Finca Pitahaya del Valle',
      },
    });
    // 5 x 4,35 € + 4,90 € shipping (the farm's own terms: 4,90 €, free only from 40 €).
    expect(cart.subtotal).toBe(21.75);
    expect(cart.shippingTotal).toBe(4.9);
    expect(cart.totalPrice).toBe(26.65);

    const over = await addItem(token, a.productId, 2);
    expect(over.status).toBe(409);
    expect(over.body.status.message).toBe('No hay suficiente stock disponible para este producto.');

    await addItem(token, b.productId, 2);
    const summary = await api<{ summary: CartSummary }>('/v1/carts/summary', token);
    // 21,75 € + 4,90 € shipping from the first farm; 2 x 10 € + 5,50 € from El Dragón (free only from 60 €).
    expect(summary.body.data.summary).toEqual({ itemCount: 7, total: 52.15, hasItems: true });

    const lineA = cart.items[0]?.id ?? '';
    const unknownItem = await setQuantity(token, 'no-existe', 1);
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.status.message).toBe('El item del carrito no fue encontrado o ya fue eliminado.');
    const tooMany = await setQuantity(token, lineA, 7);
    expect(tooMany.status).toBe(409);
    const negative = await setQuantity(token, lineA, -1);
    expect(negative.status).toBe(422);
    expect(negative.body.status.code).toBe('INVALID_QUANTITY');
    const changed = await setQuantity(token, lineA, 1);
    expect(changed.body.data.cart.items.find((item) => item.id === lineA)?.quantity).toBe(1);
    const removed = await setQuantity(token, lineA, 0);
    expect(removed.body.data.cart.items.map((item) => item.productId)).toEqual([b.productId]);

    const lineB = removed.body.data.cart.items[0]?.id ?? '';
    const deleted = await api<CartData>(`/v1/carts/items/${lineB}`, token, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.cart.items).toEqual([]);
    expect((await api(`/v1/carts/items/${lineB}`, token, { method: 'DELETE' })).status).toBe(404);
    expect((await getCart(token)).status).toBe(404);

    await addItem(token, b.productId, 1);
    const cleared = await api<CartData>('/v1/carts/items', token, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.cart).toMatchObject({ items: [], totalPrice: 0 });
    const afterClear = await checkout(token);
    expect(afterClear.status).toBe(403);
    expect(afterClear.body.status.message).toBe(
      'Tu carrito está vacío o no tienes productos válidos para checkout.',
    );
  });

  it('holds at most 40 different products', async () => {
    const { token, userId } = await freshConsumer('cart-full');
    const product = await freshProduct(tokens.producer, { stock: 5 });
    const full = newCart(userId, new Date());
    full.items = Array.from({ length: CART_MAX_LINES }, (_, index) => ({
      id: `line-${index}`,
      productId: `otro-${index}`,
      product: { ...product, productId: `otro-${index}` },
      quantity: 1,
      price: product.price,
    }));
    full.version = 1;
    await putItem(cartItem(full));
    const refused = await addItem(token, product.productId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.status.message).toBe(
      'Tu carrito ya tiene 40 productos distintos, el máximo por pedido. Finaliza esta compra o quita alguno.',
    );
    const stillOne = await addItem(token, 'otro-0', 1);
    expect(stillOne.status).toBe(404);
    expect((await getCart(token)).body.data.cart.items).toHaveLength(CART_MAX_LINES);
  });

  it('validates lines against the products now; a new quantity takes the current price', async () => {
    const { token } = await freshConsumer('cart-validate');
    const [gone, short, pricey, fine] = await Promise.all([
      freshProduct(tokens.producer, { stock: 5, price: 3 }),
      freshProduct(tokens.producer, { stock: 5, price: 3 }),
      freshProduct(tokens.producer, { stock: 5, price: 3 }),
      freshProduct(tokens.producer, { stock: 5, price: 3 }),
    ]);
    for (const product of [gone, short, pricey, fine]) await addItem(token, product.productId, 3);
    const ok = await api<CartValidation>('/v1/carts/validate', token, { method: 'POST' });
    expect(ok.body.data).toMatchObject({ valid: true, issues: [] });

    await Promise.all([
      api(`/v1/products/${gone.productId}/status`, tokens.producer, {
        method: 'PATCH',
        body: { isActive: false },
      }),
      setProduct(short.productId, { stock: 2 }),
      setProduct(pricey.productId, { price: 3.5 }),
    ]);
    const checked = await api<CartValidation>('/v1/carts/validate', token, { method: 'POST' });
    expect(checked.status).toBe(200);
    expect(checked.body.data.valid).toBe(false);
    const byProduct = Object.fromEntries(checked.body.data.issues.map((issue) => [issue.productId, issue]));
    expect(byProduct[gone.productId]).toMatchObject({
      code: 'unavailable',
      message: 'Este producto ya no está disponible.',
    });
    expect(byProduct[short.productId]).toMatchObject({
      code: 'insufficient_stock',
      available: 2,
      message: 'Solo quedan 2 unidades disponibles.',
    });
    expect(byProduct[pricey.productId]).toMatchObject({ code: 'price_changed', currentPrice: 3.5 });
    expect(byProduct[pricey.productId]?.message.replace(/\s/g, ' ')).toBe(
      'El precio cambió de 3,00 € a 3,50 €.',
    );
    expect(byProduct[fine.productId]).toBeUndefined();
    expect(checked.body.data.cart.items).toHaveLength(4);

    const lines = Object.fromEntries(checked.body.data.cart.items.map((item) => [item.productId, item.id]));
    await api(`/v1/carts/items/${lines[gone.productId]}`, token, { method: 'DELETE' });
    await setQuantity(token, lines[short.productId] ?? '', 2);
    const accepted = await setQuantity(token, lines[pricey.productId] ?? '', 3);
    expect(accepted.body.data.cart.items.find((item) => item.productId === pricey.productId)?.price).toBe(
      3.5,
    );
    const again = await api<CartValidation>('/v1/carts/validate', token, { method: 'POST' });
    expect(again.body.data).toMatchObject({ valid: true, issues: [] });
  });

  describe('coupons', () => {
    it('refuses blank, malformed, unknown, expired and below-minimum codes with Spanish messages', async () => {
      const { token } = await freshConsumer('cart-coupon-bad');
      const product = await freshProduct(tokens.producer, { price: 10, stock: 10 });
      await addItem(token, product.productId, 2);
      const [blank, missing, malformed, unknown, expired, small] = await Promise.all([
        applyCoupon(token, '   '),
        api('/v1/carts/coupon', token, { method: 'POST', body: {} }),
        applyCoupon(token, 'DIEZ %'),
        applyCoupon(token, 'NOEXISTE'),
        applyCoupon(token, 'verano2025'),
        applyCoupon(token, 'FRESCA5'),
      ]);
      for (const answer of [blank, missing, malformed, unknown, expired, small]) {
        expect(answer.status).toBe(422);
        expect(answer.body.status.code).toBe('INVALID_COUPON_CODE');
      }
      expect(blank.body.status.message).toBe('El código de cupón es requerido');
      expect(unknown.body.status.message).toBe('El cupón NOEXISTE no existe.');
      expect(expired.body.status.message).toBe('El cupón VERANO2025 ya venció.');
      expect(small.body.status.message.replace(/\s/g, ' ')).toBe(
        'El cupón FRESCA5 es válido en pedidos de 30,00 € o más.',
      );
      expect((await getCart(token)).body.data.cart.coupon).toBeUndefined();
    });

    it('applies a percent coupon upper-cased, re-checks a fixed one as the cart changes, and removes it', async () => {
      const { token } = await freshConsumer('cart-coupon');
      const product = await freshProduct(tokens.producer, { price: 12.35, stock: 10 });
      await addItem(token, product.productId, 3);
      const percent = await applyCoupon(token, ' bienvenida10 ');
      expect(percent.status).toBe(200);
      // 3 x 12,35 € - 10 % + 4,90 € shipping (the farm's own terms: free only from 40 €, before the coupon).
      expect(percent.body.data.cart).toMatchObject({
        subtotal: 37.05,
        shippingTotal: 4.9,
        totalPrice: 38.24,
        coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 3.71 },
      });

      const fixed = await applyCoupon(token, 'FRESCA5');
      expect(fixed.body.data.cart).toMatchObject({
        totalPrice: 36.95, // 37,05 - 5 + 4,90
        coupon: { code: 'FRESCA5', type: 'fixed', value: 5, discount: 5, minTotal: 30 },
      });
      const line = fixed.body.data.cart.items[0]?.id ?? '';
      const below = await setQuantity(token, line, 2);
      expect(below.body.data.cart).toMatchObject({
        subtotal: 24.7,
        totalPrice: 29.6, // 24,70 + 4,90 shipping, nothing off
        coupon: { code: 'FRESCA5', discount: 0 },
      });
      expect(below.body.data.cart.coupon?.notice?.replace(/\s/g, ' ')).toBe(
        'El cupón FRESCA5 es válido en pedidos de 30,00 € o más.',
      );
      const validation = await api<CartValidation>('/v1/carts/validate', token, { method: 'POST' });
      expect(validation.body.data).toMatchObject({ valid: false, issues: [] });
      const refused = await checkout(token);
      expect(refused.status).toBe(409);
      expect(refused.body.status.message.replace(/\s/g, ' ')).toBe(
        'El cupón FRESCA5 es válido en pedidos de 30,00 € o más. Quita el cupón o revisa tu carrito.',
      );
      expect((await getCart(token)).body.data.cart.items[0]?.quantity).toBe(2);

      const removed = await api<CartData>('/v1/carts/coupon', token, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(removed.body.data.cart.coupon).toBeUndefined();
      expect(removed.body.data.cart.totalPrice).toBe(29.6);
    });
  });
});
