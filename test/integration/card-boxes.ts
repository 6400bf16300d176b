/**
 * Card subscriptions' shared steps for the integration tests (docs/subscriptions.md, "Card"): a weekly box by card
 * asked for, its card saved on the Stripe stand-in's setup page, the box once active.
 */
import { expect } from 'vitest';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { api, freshConsumer, freshWeeklyProduct, subscribeWeekly } from './commerce.js';
import { baseUrl, eventually } from './helpers.js';

type Answer = { subscription: Subscription; setupUrl?: string };

/** A card saved (or refused) on the stand-in's page at `url`: answers the stand-in's status. */
export async function saveCard(url: string, card: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/_local/payments/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, card }),
  });
  const body = (await answer.json()) as { status?: string };
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body.status ?? '';
}

/** A new consumer asks for a weekly box of a new product of the seeded farm, by card (201, not active yet). */
export async function askCardBox(producerToken: string, prefix: string, price: number) {
  const consumer = await freshConsumer(prefix);
  const product = await freshWeeklyProduct(producerToken, { price, stock: 20 });
  const created = await subscribeWeekly(consumer.token, [[product.productId, 1]], 'card');
  return { consumer, subscription: created.subscription, setupUrl: created.setupUrl ?? '' };
}

/** The box once its card is saved and the stand-in's word has made it active. */
export const untilActive = (token: string, id: string): Promise<Subscription> =>
  eventually(async () => {
    const read = await api<Answer>(`/v1/subscriptions/${id}`, token);
    expect(read.body.data.subscription.status).toBe('active');
    return read.body.data.subscription;
  });
