/** Unit-test helpers of the cart: a product to add and an in-memory server cart behind the ServerCartApi. */
import { vi } from 'vitest';
import { CART_QUANTITY_MAX } from '../../../../shared/constants/cart.js';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { ApiError } from '../api/errors';
import type { CartProduct } from './local-cart';
import type { CartValidation, ServerCartApi } from './server-cart';

export const cartProduct = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  productId: 'p1',
  name: 'Pitahaya roja',
  price: 4.5,
  thumbnailUrl: '/images/products/p1/a.webp',
  unit: 'kg',
  isActive: true,
  producerId: 'farm-1',
  producerName: 'Finca Uno',
  stock: 10,
  ...overrides,
});

export function apiError(status: number, serverMessage?: string, code = `HTTP_${status}`): ApiError {
  return new ApiError({ status, code, message: serverMessage ?? `HTTP ${status}`, serverMessage });
}

type Catalog = Record<
  string,
  {
    price: number;
    stock: number;
    isActive?: boolean;
    name?: string;
    producerId?: string;
    producerName?: string;
  }
>;

/**
 * A consumer's server cart in memory, with the service's rules: adding sums quantities, the sum may not pass
 * the stock (409) nor CART_QUANTITY_MAX (409), an unknown or inactive product is 404, GET of an empty cart is
 * 404 (answered null by the adapter). `fail` makes the next calls of a method throw.
 */
export class FakeServerCart {
  items: CartItem[] = [];
  catalog: Catalog;
  coupon: Cart['coupon'];
  /** The farms' figures the fake answers (none: its farms are not priced); shippingTotal sums their shipping. */
  farms: Cart['farms'] = [];
  private failures = new Map<keyof ServerCartApi, unknown[]>();
  readonly api: { [K in keyof ServerCartApi]: ReturnType<typeof vi.fn<ServerCartApi[K]>> };

  constructor(
    catalog: Catalog,
    private readonly userId = 'consumer-1',
  ) {
    this.catalog = catalog;
    const guard = <K extends keyof ServerCartApi>(name: K, run: ServerCartApi[K]) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (async (...args: any[]) => {
        const queued = this.failures.get(name);
        if (queued && queued.length > 0) throw queued.shift();
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return (run as any)(...args);
      }) as ServerCartApi[K];
    this.api = {
      get: vi.fn(guard('get', async () => (this.items.length > 0 ? this.cart() : null))),
      addItem: vi.fn(guard('addItem', async (productId, quantity) => this.add(productId, quantity))),
      updateItem: vi.fn(guard('updateItem', async (itemId, quantity) => this.update(itemId, quantity))),
      removeItem: vi.fn(guard('removeItem', async (itemId) => this.update(itemId, 0))),
      clear: vi.fn(
        guard('clear', async () => {
          this.items = [];
          this.coupon = undefined;
        }),
      ),
      applyCoupon: vi.fn(
        guard('applyCoupon', async (code) => {
          this.coupon = { code, type: 'percent', value: 10, discount: round(this.subtotal() * 0.1) };
          return this.cart();
        }),
      ),
      removeCoupon: vi.fn(
        guard('removeCoupon', async () => {
          this.coupon = undefined;
          return this.cart();
        }),
      ),
      validate: vi.fn(
        guard('validate', async (): Promise<CartValidation> => ({
          valid: true,
          issues: [],
          cart: this.cart(),
        })),
      ),
      product: vi.fn(guard('product', async (productId) => this.product(productId))),
    };
  }

  /** The next `times` calls of `method` throw `error`. */
  fail(method: keyof ServerCartApi, error: unknown, times = 1): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), ...Array<unknown>(times).fill(error)]);
  }

  product(productId: string): Product | null {
    const entry = this.catalog[productId];
    if (!entry) return null;
    return {
      productId,
      id: productId,
      name: entry.name ?? `Producto ${productId}`,
      shortDescription: '',
      price: entry.price,
      stock: entry.stock,
      unit: 'kg',
      taxRate: 4,
      thumbnailUrl: null,
      imageUrls: [],
      isActive: entry.isActive !== false,
      active: entry.isActive !== false,
      producerId: entry.producerId ?? 'farm-1',
      ...(entry.producerName ? { producerName: entry.producerName } : {}),
      createdAt: '',
      updatedAt: '',
    };
  }

  subtotal(): number {
    return round(this.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  }

  shipping(): number {
    return round(this.farms.reduce((sum, farm) => sum + farm.shipping, 0));
  }

  cart(): Cart {
    const discount = this.coupon?.discount ?? 0;
    return {
      id: 'cart-1',
      userId: this.userId,
      items: this.items.map((item) => ({ ...item })),
      subtotal: this.subtotal(),
      totalPrice: round(this.subtotal() - discount + this.shipping()),
      itemsTotal: this.subtotal(),
      shippingTotal: this.shipping(),
      discountTotal: discount,
      taxBreakdown: [],
      farms: this.farms.map((farm) => ({ ...farm })),
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
      ...(this.coupon ? { coupon: this.coupon } : {}),
    };
  }

  /** Puts a line straight into the server cart (what the consumer had there before). */
  seed(productId: string, quantity: number): void {
    const product = this.product(productId)!;
    this.items.push({
      id: `item-${productId}`,
      productId,
      product: {
        productId,
        name: product.name,
        price: product.price,
        thumbnailUrl: null,
        unit: 'kg',
        isActive: true,
        producerId: product.producerId,
        ...(product.producerName ? { producerName: product.producerName } : {}),
      },
      quantity,
      price: product.price,
    });
  }

  private add(productId: string, quantity: number): Cart {
    const product = this.product(productId);
    if (!product || !product.isActive) throw apiError(404, CART_MESSAGES.productUnavailable, 'NOT_FOUND');
    const existing = this.items.find((item) => item.productId === productId);
    const next = (existing?.quantity ?? 0) + quantity;
    if (next > product.stock || next > CART_QUANTITY_MAX) {
      throw apiError(409, CART_MESSAGES.notEnoughStock, 'CONFLICT');
    }
    if (existing) existing.quantity = next;
    else this.seed(productId, quantity);
    return this.cart();
  }

  private update(itemId: string, quantity: number): Cart {
    const existing = this.items.find((item) => item.id === itemId);
    if (!existing) throw apiError(404, CART_MESSAGES.itemNotFound, 'NOT_FOUND');
    if (quantity === 0) this.items = this.items.filter((item) => item.id !== itemId);
    else existing.quantity = quantity;
    return this.cart();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
