/**
 * A farm's Stripe Connect (Express) account, so the shop can send it transfers (docs/payments.md, "Payouts"):
 *   GET  /v1/payments/connect   its status (none, pending: onboarding not finished, active: can receive);
 *   POST /v1/payments/connect   creates the account once (Idempotency-Key per farm) and answers an onboarding
 *                               link (Account Link) that returns to the farm's "Cobros" page.
 * Stripe's `account.updated` webhook keeps the status (applyAccountUpdate); GET also asks Stripe while the
 * account is not active yet. Producers only (an admin has no account of its own: 403).
 */
import type Stripe from 'stripe';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import type { ConnectAccount } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { isStripeUnavailable, stripe } from '../lib/clients/stripe.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { forbidden, serviceUnavailable, unauthorized } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { Principal } from '../lib/identity.js';
import { cardReady } from '../shop/index.js';
import { requestSiteUrl } from '../lib/site-url.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

export const NO_ACCOUNT: ConnectAccount = { status: 'none', accountId: null };

function producerOf(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  if (principal.role !== 'producer') throw forbidden();
  return principal;
}

/** What Stripe says of an account: active once it can receive transfers. */
export const statusOf = (account: Pick<Stripe.Account, 'payouts_enabled' | 'details_submitted'>) =>
  account.payouts_enabled && account.details_submitted ? 'active' : 'pending';

export async function readConnect(producerId: string): Promise<ConnectAccount> {
  const { Item } = await getItem({ Key: paymentKeys.connect(producerId) });
  if (!Item || typeof Item.accountId !== 'string') return NO_ACCOUNT;
  return { accountId: Item.accountId, status: Item.status === 'active' ? 'active' : 'pending' };
}

async function saveConnect(producerId: string, connect: ConnectAccount): Promise<void> {
  await putItem({
    Item: {
      ...paymentKeys.connect(producerId),
      entity: 'ConnectAccount',
      producerId,
      ...connect,
      updatedAt: new Date().toISOString(),
    },
  });
}

/** The webhook's account.updated: the farm named in the account's metadata gets its new status. */
export async function applyAccountUpdate(account: Stripe.Account): Promise<void> {
  const producerId = account.metadata?.producerId;
  if (!producerId) return;
  await saveConnect(producerId, { accountId: account.id, status: statusOf(account) });
}

export const getConnect: Handler<PaymentsEndpoints['connect']> = async ({ principal }) => {
  const producer = producerOf(principal);
  const connect = await readConnect(producer.userId);
  if (connect.status !== 'pending' || !connect.accountId || !(await cardReady()))
    return { data: { connect } };
  try {
    const account = await (await stripe()).accounts.retrieve(connect.accountId);
    const fresh: ConnectAccount = { accountId: account.id, status: statusOf(account) };
    if (fresh.status !== connect.status) await saveConnect(producer.userId, fresh);
    return { data: { connect: fresh } };
  } catch (error) {
    if (isStripeUnavailable(error)) return { data: { connect } };
    throw error;
  }
};

export const createConnectLink: Handler<PaymentsEndpoints['connectLink']> = async ({ principal, event }) => {
  const producer = producerOf(principal);
  if (!(await cardReady())) throw serviceUnavailable(PAYMENT_MESSAGES.connectUnavailable);
  try {
    const client = await stripe();
    let connect = await readConnect(producer.userId);
    if (!connect.accountId) {
      const account = await client.accounts.create(
        {
          type: 'express',
          country: 'ES',
          ...(producer.email ? { email: producer.email } : {}),
          capabilities: { transfers: { requested: true } },
          metadata: { producerId: producer.userId },
        },
        { idempotencyKey: `connect-account-${producer.userId}` },
      );
      connect = { accountId: account.id, status: statusOf(account) };
      await saveConnect(producer.userId, connect);
    }
    const back = `${requestSiteUrl(event.headers ?? {})}/producer/payouts`;
    const link = await client.accountLinks.create({
      account: connect.accountId as string,
      type: 'account_onboarding',
      refresh_url: `${back}?stripe=reintentar`,
      return_url: `${back}?stripe=volver`,
    });
    return { message: PAYMENT_MESSAGES.connectStarted, data: { connect, url: link.url } };
  } catch (error) {
    if (isStripeUnavailable(error)) throw serviceUnavailable(PAYMENT_MESSAGES.providerUnavailable);
    throw error;
  }
};
