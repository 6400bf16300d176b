import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '../../shared/constants/cart.js';
import { NOW, line, productState, storedCart } from './testing.js';
import { HttpError } from '../lib/errors.js';
import { addLine, clearLines, removeLine, setQuantity } from './cart-rules.js';

/** The HTTP status and message a rule refuses with. */
function refusal(rule: () => unknown): [number, string] {
  try {
    rule();
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the rule did not refuse');
}

const STOCK = 'No hay suficiente stock disponible para este producto.';
const UNAVAILABLE = 'El producto no fue encontrado o ya no está disponible.';

describe('adding to the cart', () => {
  it('starts a cart for the consumer with the product at its current price', () => {
    const product = productState({ price: 4.35 });
    const cart = addLine(null, 'u-9', product, 2, NOW);
    expect(cart).toMatchObject({ userId: 'u-9', version: 0, createdAt: NOW.toISOString() });
    expect(cart.items).toEqual([
      {
        id: expect.any(String),
        productId: 'p-1',
        quantity: 2,
        price: 4.35,
        product: {
          productId: 'p-1',
          name: 'Pitahaya roja',
          price: 4.35,
          thumbnailUrl: '/images/products/p-1/roja.webp',
          unit: 'kg',
          taxRate: 10,
          isActive: true,
          producerId: 'u-producer',
          producerName: 'Finca del Valle',
          // Issue 31: what the checkout shows of the line's withdrawal right.
          withdrawal: 'allowed',
        },
      },
    ]);
  });

  it('sums the quantity of a product already there, takes its current price and keeps the line id', () => {
    const before = productState({ price: 5 });
    const cart = storedCart([line(before, 3)]);
    const after = addLine(cart, 'u-consumer', { ...before, price: 5.5 }, 2, NOW);
    expect(after.items).toEqual([expect.objectContaining({ id: 'line-p-1', quantity: 5, price: 5.5 })]);
  });

  it('never goes over the stock, counting what is already in the cart', () => {
    const product = productState({ stock: 5 });
    expect(refusal(() => addLine(storedCart([line(product, 4)]), 'u', product, 2, NOW))).toEqual([
      409,
      STOCK,
    ]);
    expect(addLine(storedCart([line(product, 4)]), 'u', product, 1, NOW).items[0]?.quantity).toBe(5);
  });

  it('refuses unknown and inactive products with 404', () => {
    expect(refusal(() => addLine(null, 'u', null, 1, NOW))).toEqual([404, UNAVAILABLE]);
    expect(refusal(() => addLine(null, 'u', productState({ isActive: false }), 1, NOW))).toEqual([
      404,
      UNAVAILABLE,
    ]);
  });

  it('holds at most 40 products and 999 units of one', () => {
    const items = Array.from({ length: CART_MAX_LINES }, (_, i) =>
      line(productState({ productId: `p${i}` }), 1),
    );
    const full = storedCart(items);
    expect(refusal(() => addLine(full, 'u', productState({ productId: 'new' }), 1, NOW))).toEqual([
      409,
      'Tu carrito ya tiene 40 productos distintos, el máximo por pedido. Finaliza esta compra o quita alguno.',
    ]);
    expect(addLine(full, 'u', productState({ productId: 'p0' }), 1, NOW).items[0]?.quantity).toBe(2);
    const plenty = productState({ stock: 5000 });
    expect(refusal(() => addLine(storedCart([line(plenty, 998)]), 'u', plenty, 2, NOW))).toEqual([
      409,
      'Puedes pedir como máximo 999 unidades de cada producto.',
    ]);
  });
});

describe('changing and removing lines', () => {
  const product = productState({ stock: 4 });
  const cart = storedCart([line(product, 2), line(productState({ productId: 'p-2' }), 1)]);

  it('sets a quantity within the stock at the current price; 0 removes the line', () => {
    const changed = setQuantity(cart, 'line-p-1', 4, { ...product, price: 7 });
    expect(changed.items[0]).toMatchObject({ quantity: 4, price: 7 });
    expect(setQuantity(cart, 'line-p-1', 0, null).items.map((item) => item.id)).toEqual(['line-p-2']);
    expect(refusal(() => setQuantity(cart, 'line-p-1', 5, product))).toEqual([409, STOCK]);
    expect(refusal(() => setQuantity(cart, 'line-p-1', 1, { ...product, isActive: false }))).toEqual([
      404,
      UNAVAILABLE,
    ]);
  });

  it('answers 404 for an item that is not in the cart', () => {
    const missing = [404, 'El item del carrito no fue encontrado o ya fue eliminado.'];
    expect(refusal(() => setQuantity(cart, 'nope', 1, product))).toEqual(missing);
    expect(refusal(() => setQuantity(null, 'nope', 0, null))).toEqual(missing);
    expect(refusal(() => removeLine(cart, 'nope'))).toEqual(missing);
    expect(removeLine(cart, 'line-p-2').items).toHaveLength(1);
  });

  it('clears the lines and the coupon', () => {
    expect(clearLines({ ...cart, couponCode: 'FRESCA5' })).toEqual({ ...cart, items: [] });
  });
});
