/**
 * npm run bench: checkout under load on the local stack (DynamoDB Local, cognito-local, s3rver and the gateway
 * with the real handlers, started in a throw-away folder like the integration tests do).
 *
 * BENCH_CONSUMERS (default 100) fresh consumers sign up; 10 of them per payment method (pay on delivery, bank
 * transfer, card: the card's also creates its Stripe Checkout Session on the local Stripe-compatible server) check
 * out one at a time (the baseline without contention); then two rounds, each with every consumer checking out at
 * the same moment:
 *   1. contended: one product with stock for 60 % of them, one unit each: most fight over the same item;
 *   2. spread: three of ten well-stocked products each, as a busy shop sees it, the methods taken in turn.
 * Prints p50/p95/max latency of the checkout calls, what was sold and refused, and the units oversold (sold
 * beyond the initial stock, or stock that does not add up): it must be 0, otherwise the run fails.
 */
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { client, type Answer } from './client.js';
import { summarize } from './stats.js';
import { runIfMain } from './run-main.js';

interface OrderLine {
  productId: string;
  quantity: number;
}
type CheckoutAnswer = Answer<{
  data?: { order?: { productOrders: OrderLine[] } };
  status?: { message: string };
}>;

const CONSUMERS = Number(process.env.BENCH_CONSUMERS ?? 100);
const PASSWORD = 'Pitahaya123!';
const SERIAL_CHECKOUTS = 10;
const METHODS = ['cash_on_delivery', 'bank_transfer', 'card'] as const;
const SHIPPING = {
  fullName: 'Cliente de prueba',
  address: 'Calle Mayor 1',
  city: 'Murcia',
  postalCode: '30001',
};

async function main(): Promise<number> {
  console.log(`Starting the local stack for ${CONSUMERS} consumers...`);
  // Unpaid card orders keep their stock for the whole run (the test stack's 15 s deadline would give it back).
  const stack = await startTestStack({ ...TEST_STACK_LIMITS, PAYMENT_TIMEOUT_SECONDS: '3600' });
  if (!stack.baseUrl) {
    console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
    return 1;
  }
  try {
    return await run(client(stack.baseUrl));
  } finally {
    await stack.stop();
  }
}

async function run(api: ReturnType<typeof client>): Promise<number> {
  const producer = await api.signIn('productor@pitahaya.test', 'Productor123!');
  const run = Date.now().toString(36);
  const createProduct = async (name: string, stock: number) => {
    const answer = await api.call<{ data: { product: { productId: string } } }>('/v1/products', {
      method: 'POST',
      token: producer,
      body: {
        name,
        price: 4.5,
        stock,
        unit: 'kg',
        imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: true, size: 100 }],
      },
    });
    if (answer.status !== 201) throw new Error(`Product not created (${answer.status})`);
    return answer.body.data.product.productId;
  };
  const stockOf = async (productId: string) =>
    (
      await api.call<{ data: { product: { stock: number } } }>(`/v1/products/${productId}`, {
        token: producer,
      })
    ).body.data.product.stock;

  const started = performance.now();
  const tokens: string[] = [];
  for (let i = 0; i < CONSUMERS; i += 1) {
    tokens.push(await api.newConsumer(`bench-${run}-${i}@pitahaya.test`, PASSWORD));
    if ((i + 1) % 25 === 0) console.log(`  ${i + 1} consumers signed up`);
  }
  console.log(`Sign-ups: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const hotStock = Math.floor(CONSUMERS * 0.6);
  const hot = await createProduct(`Bench ${run} caliente`, hotStock);
  const shelf: string[] = [];
  for (let i = 0; i < 10; i += 1) shelf.push(await createProduct(`Bench ${run} estante ${i}`, 1000));

  // Baseline: one checkout at a time (no contention), to tell the stack's own latency from queueing; per method.
  for (const [methodIndex, paymentMethod] of METHODS.entries()) {
    const serial: number[] = [];
    const start = methodIndex * SERIAL_CHECKOUTS;
    for (const token of tokens.slice(start, start + SERIAL_CHECKOUTS)) {
      await api.call('/v1/carts/items', {
        method: 'POST',
        token,
        body: { productId: shelf[0], quantity: 1 },
      });
      const answer = await api.call<{ data?: { payment?: { redirectUrl?: string } } }>(
        '/v1/orders/checkout',
        {
          method: 'POST',
          token,
          body: { shippingInfo: SHIPPING, paymentMethod },
        },
      );
      if (answer.status !== 201) throw new Error(`Serial checkout failed (${answer.status})`);
      if (paymentMethod === 'card' && !answer.body.data?.payment?.redirectUrl)
        throw new Error('A card checkout answered no payment page');
      serial.push(answer.ms);
    }
    const alone = summarize(serial);
    console.log(`\nCheckout, one at a time, ${paymentMethod} (${alone.count} consumers)`);
    console.log(
      `  latency ms   p50 ${alone.p50.toFixed(0)}   p95 ${alone.p95.toFixed(0)}   max ${alone.max.toFixed(0)}`,
    );
  }
  const shelfStart = await stockOf(shelf[0] as string);

  const rounds = [
    {
      name: 'contended (1 product, stock for 60 %)',
      products: new Map([[hot, hotStock]]),
      cart: (): OrderLine[] => [{ productId: hot, quantity: 1 }],
    },
    {
      name: 'spread (3 of 10 products each)',
      products: new Map(shelf.map((id, index) => [id, index === 0 ? shelfStart : 1000])),
      cart: (i: number): OrderLine[] =>
        [0, 3, 7].map((offset) => ({ productId: shelf[(i + offset) % 10] as string, quantity: 1 + (i % 2) })),
    },
  ];

  let failed = false;
  for (const [roundIndex, round] of rounds.entries()) {
    for (let i = 0; i < tokens.length; i += 1)
      for (const line of round.cart(i)) {
        const added = await api.call('/v1/carts/items', { method: 'POST', token: tokens[i], body: line });
        if (added.status !== 200) throw new Error(`Add to cart failed (${added.status})`);
      }
    const answers: CheckoutAnswer[] = await Promise.all(
      tokens.map((token, i) =>
        api.call('/v1/orders/checkout', {
          method: 'POST',
          token,
          body: { shippingInfo: SHIPPING, ...(roundIndex === 1 ? { paymentMethod: METHODS[i % 3] } : {}) },
          headers: { 'idempotency-key': `bench-${run}-${roundIndex}-${i}` },
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    const other = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
    const sold = new Map<string, number>();
    for (const answer of created)
      for (const line of answer.body.data?.order?.productOrders ?? [])
        sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
    let oversold = 0;
    for (const [productId, initial] of round.products) {
      const units = sold.get(productId) ?? 0;
      const left = await stockOf(productId);
      oversold += Math.max(0, units - initial) + Math.abs(initial - units - left);
    }
    const latency = summarize(answers.map((answer) => answer.ms));
    const unitsSold = [...sold.values()].reduce((a, b) => a + b, 0);
    console.log(`\nCheckout, ${tokens.length} concurrent consumers, ${round.name}`);
    console.log(
      `  latency ms   p50 ${latency.p50.toFixed(0)}   p95 ${latency.p95.toFixed(0)}   max ${latency.max.toFixed(0)}`,
    );
    console.log(
      `  orders       ${created.length} created, ${refused.length} refused (409), ${other.length} other`,
    );
    console.log(`  units sold   ${unitsSold}`);
    console.log(`  oversold     ${oversold}`);
    if (roundIndex === 1) {
      for (const [methodIndex, paymentMethod] of METHODS.entries()) {
        const ofMethod = summarize(
          answers.filter((_, i) => i % 3 === methodIndex).map((answer) => answer.ms),
        );
        console.log(
          `  ${paymentMethod.padEnd(16)} p50 ${ofMethod.p50.toFixed(0)}   p95 ${ofMethod.p95.toFixed(0)}`,
        );
      }
    }
    if (other.length > 0) console.log(`  other statuses: ${other.map((answer) => answer.status).join(', ')}`);
    if (oversold > 0 || other.length > 0) failed = true;
    // Refused consumers still have a cart: empty every cart before the next round.
    await Promise.all(tokens.map((token) => api.call('/v1/carts/items', { method: 'DELETE', token })));
  }
  return failed ? 1 : 0;
}

runIfMain(import.meta.url, main);
