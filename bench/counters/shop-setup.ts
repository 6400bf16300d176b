/**
 * The shop `npm run bench:counters` checks out in: the seed's storefront products with stock (their stock raised
 * by their own producers so no checkout is refused), fresh consumers, and their carts (three products of three
 * farms each, every second one with the once-per-customer coupon).
 */
import type { client as makeClient, Answer } from '../client.js';

type Api = ReturnType<typeof makeClient>;

export const COUPON = 'BIENVENIDA10';
export const STOCK = 5000;
const PASSWORD = 'Pitahaya123!';
const PRODUCERS = [
  ['productor@pitahaya.test', 'Productor123!'],
  ['eldragon@pitahaya.test', 'Dragon123!'],
  ['lapitaya@pitahaya.test', 'Pitaya123!'],
] as const;
export const SHIPPING = {
  fullName: 'Cliente de prueba',
  address: 'Calle Mayor 1',
  city: 'Murcia',
  postalCode: '30001',
};

export interface Product {
  productId: string;
  producerId: string;
  stock: number;
  name: string;
}
export interface Line {
  productId: string;
  producerId: string;
  quantity: number;
}
export type CheckoutAnswer = Answer<{
  data?: {
    order?: { id: string; createdAt: string; productOrders: { productId: string; quantity: number }[] };
  };
}>;

/** Every second consumer's cart carries the coupon. */
export const withCoupon = (consumer: number): boolean => consumer % 2 === 0;

/** Runs `work` over `items`, `width` at a time. */
export async function pool<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

/**
 * The seed's storefront products with stock, stock raised to STOCK, in round robin over the farms (consecutive
 * products are of different farms), and the farms.
 */
export async function prepareShelf(api: Api): Promise<{ farms: string[]; shelf: Product[] }> {
  const catalog = await api.call<{ data: { products: Product[] } }>('/v1/products?limit=50');
  const byFarm = new Map<string, Product[]>();
  for (const product of catalog.body.data.products.filter((candidate) => candidate.stock > 0))
    byFarm.set(product.producerId, [...(byFarm.get(product.producerId) ?? []), product]);
  const farms = [...byFarm.keys()];
  if (farms.length < 3) throw new Error(`The seed has ${farms.length} farms with stock, 3 needed`);
  for (const [email, password] of PRODUCERS) {
    const token = await api.signIn(email, password);
    const mine = await api.call<{ data: { products: Product[] } }>('/v1/products/user?limit=50', { token });
    const ids = new Set((mine.body.data?.products ?? []).map((product) => product.productId));
    for (const product of [...byFarm.values()].flat().filter((candidate) => ids.has(candidate.productId))) {
      const saved = await api.call(`/v1/products/${product.productId}`, {
        method: 'PUT',
        token,
        body: { stock: STOCK },
      });
      if (saved.status !== 200) throw new Error(`Stock of ${product.name} not raised (${saved.status})`);
    }
  }
  const shelf: Product[] = [];
  const count = [...byFarm.values()].flat().length;
  for (let round = 0; shelf.length < count; round += 1)
    for (const farm of farms) {
      const product = byFarm.get(farm)?.[round];
      if (product) shelf.push(product);
    }
  return { farms, shelf };
}

/** `count` consumers signed up, confirmed and signed in (6 at a time); their access tokens. */
export async function signUpConsumers(api: Api, count: number, runId: string): Promise<string[]> {
  const tokens: string[] = new Array(count);
  await pool([...tokens.keys()], 6, async (i) => {
    tokens[i] = await api.newConsumer(`counters-${runId}-${i}@pitahaya.test`, PASSWORD);
  });
  return tokens;
}

/** Each consumer's cart: three consecutive products of the shelf (three farms), 1 or 2 units, and the coupon. */
export async function fillCarts(
  api: Api,
  tokens: readonly string[],
  shelf: readonly Product[],
): Promise<Line[][]> {
  const carts: Line[][] = tokens.map((_, i) =>
    [0, 1, 2].map((offset) => {
      const product = shelf[(i + offset) % shelf.length] as Product;
      return { productId: product.productId, producerId: product.producerId, quantity: 1 + (i % 2) };
    }),
  );
  await pool([...tokens.keys()], 6, async (i) => {
    for (const line of carts[i] as Line[]) {
      const added = await api.call('/v1/carts/items', {
        method: 'POST',
        token: tokens[i],
        body: { productId: line.productId, quantity: line.quantity },
      });
      if (added.status !== 200) throw new Error(`Add to cart failed (${added.status})`);
    }
    if (withCoupon(i)) {
      const applied = await api.call('/v1/carts/coupon', {
        method: 'POST',
        token: tokens[i],
        body: { couponCode: COUPON },
      });
      if (applied.status !== 200) throw new Error(`Coupon not applied (${applied.status})`);
    }
  });
  return carts;
}
