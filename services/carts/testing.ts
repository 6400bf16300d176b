/** Test support of the cart and order code (not a test file): products, carts and coupons to build on. */
import type { CartItem } from '../../shared/contracts/carts/entities.js';
import type { CouponDefinition } from '../../shared/contracts/orders/entities.js';
import type { StoredCart } from './cart-store.js';
import { cartSnapshot, type ProductState } from '../products/index.js';

export const NOW = new Date('2026-06-01T12:00:00.000Z');

export function productState(overrides: Partial<ProductState> = {}): ProductState {
  return {
    productId: 'p-1',
    name: 'Pitahaya roja',
    shortDescription: 'Dulce y jugosa',
    price: 6.9,
    stock: 10,
    unit: 'kg',
    taxRate: 10,
    thumbnailUrl: '/images/products/p-1/roja.webp',
    isActive: true,
    producerId: 'u-producer',
    producerName: 'Finca del Valle',
    withdrawal: 'allowed',
    availability: 'in_stock',
    ...overrides,
  };
}

export function line(product: ProductState, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: `line-${product.productId}`,
    productId: product.productId,
    product: cartSnapshot(product),
    quantity,
    price: product.price,
    ...overrides,
  };
}

export function storedCart(items: CartItem[], overrides: Partial<StoredCart> = {}): StoredCart {
  return {
    id: 'cart-1',
    userId: 'u-consumer',
    items,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T11:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function coupon(overrides: Partial<CouponDefinition> = {}): CouponDefinition {
  return {
    code: 'BIENVENIDA10',
    type: 'percent',
    value: 10,
    usesCount: 0,
    oncePerCustomer: false,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
