/**
 * Connect for the producers: Express accounts, their onboarding through Account Links, and Transfers to them.
 *   - an account starts with charges_enabled, payouts_enabled and details_submitted false and its requested
 *     capabilities 'inactive' (transfers by default);
 *   - an account link's `url` is this server's onboarding page: opening it completes the account (the three
 *     flags true, capabilities 'active', no requirements) and redirects to `return_url`; a link is single-use
 *     and lives 5 minutes, after that it redirects to `refresh_url` as Stripe's do;
 *   - a transfer needs an onboarded destination (its transfers capability active) and funds: the platform's
 *     balance (paid charges less refunds and earlier transfers), or with `source_transaction` what is left of
 *     that charge. Event transfer.created.
 */
import { invalidParam, invalidRequest, missingParam, noSuch, storedOr404 } from './errors.js';
import type { Operation } from './events.js';
import { newId } from './ids.js';
import type { Params } from './params.js';
import type { Account, AccountLinkRecord, Charge, StripeStore, Transfer } from './store.js';

/** Stripe's account links expire after 300 seconds. */
export const ACCOUNT_LINK_SECONDS = 300;
/** The platform's currency (an account in Spain). */
export const PLATFORM_CURRENCY = 'eur';

const ONBOARDING_DUE = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export function createAccount(store: StripeStore, params: Params, operation: Operation): Account {
  params.allowOnly([
    'type',
    'country',
    'email',
    'business_type',
    'business_profile',
    'capabilities',
    'default_currency',
    'metadata',
    'expand',
  ]);
  const type = params.string('type');
  if (!type) throw missingParam('type');
  if (type !== 'express')
    throw invalidParam('type', `The local Stripe server models Express accounts only (got '${type}').`);
  const country = (params.string('country') ?? 'ES').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalidParam('country', `Invalid country: ${country}`);
  const profile = params.object('business_profile');
  profile?.allowOnly(['name', 'url', 'mcc', 'product_description', 'support_email']);
  const capabilities: Record<string, 'inactive'> = {};
  const requested = params.object('capabilities');
  for (const name of ['transfers', 'card_payments']) {
    const capability = requested?.object(name);
    capability?.allowOnly(['requested']);
    if (capability?.boolean('requested')) capabilities[name] = 'inactive';
  }
  requested?.allowOnly(['transfers', 'card_payments']);
  if (Object.keys(capabilities).length === 0) capabilities.transfers = 'inactive';
  const account: Account = {
    id: newId('acct'),
    object: 'account',
    business_profile: {
      mcc: profile?.string('mcc', 4) ?? null,
      name: profile?.string('name', 200) ?? null,
      product_description: profile?.string('product_description', 500) ?? null,
      support_email: profile?.string('support_email', 800) ?? null,
      url: profile?.url('url') ?? null,
    },
    business_type:
      params.oneOf('business_type', ['individual', 'company', 'non_profit', 'government_entity']) ?? null,
    capabilities,
    charges_enabled: false,
    country,
    created: operation.now,
    default_currency: params.currency('default_currency') ?? PLATFORM_CURRENCY,
    details_submitted: false,
    email: params.string('email', 800) ?? null,
    metadata: params.metadata(),
    payouts_enabled: false,
    requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: [...ONBOARDING_DUE],
      disabled_reason: 'requirements.past_due',
      errors: [],
      eventually_due: [...ONBOARDING_DUE],
      past_due: [...ONBOARDING_DUE],
      pending_verification: [],
    },
    tos_acceptance: { date: null },
    type: 'express',
  };
  store.accounts.set(account.id, account);
  return account;
}

export function retrieveAccount(store: StripeStore, id: string, params: Params): Account {
  return storedOr404(store.accounts, 'account', id, params);
}

export function createAccountLink(
  store: StripeStore,
  params: Params,
  operation: Operation,
  onboardingUrl: (linkId: string) => string,
) {
  params.allowOnly(['account', 'type', 'refresh_url', 'return_url', 'collect', 'expand']);
  const accountId = params.requiredString('account');
  if (!store.accounts.has(accountId)) throw noSuch('account', accountId, 'account');
  const type = params.string('type');
  if (!type) throw missingParam('type');
  if (type !== 'account_onboarding')
    throw invalidParam(
      'type',
      `The local Stripe server models account_onboarding links only (got '${type}').`,
    );
  const returnUrl = params.url('return_url');
  if (!returnUrl) throw missingParam('return_url');
  const refreshUrl = params.url('refresh_url');
  if (!refreshUrl) throw missingParam('refresh_url');
  params.oneOf('collect', ['currently_due', 'eventually_due']);
  const link: AccountLinkRecord = {
    id: newId('link'),
    account: accountId,
    type: 'account_onboarding',
    created: operation.now,
    expires_at: operation.now + ACCOUNT_LINK_SECONDS,
    refresh_url: refreshUrl,
    return_url: returnUrl,
    used: false,
  };
  store.accountLinks.set(link.id, link);
  return {
    object: 'account_link',
    created: link.created,
    expires_at: link.expires_at,
    url: onboardingUrl(link.id),
  };
}

/**
 * Opening an onboarding link: completes its account and answers where to go (`return_url`); a used or
 * expired link answers `refresh_url` and changes nothing; an unknown one null.
 */
export function openOnboardingLink(store: StripeStore, linkId: string, now: number): string | null {
  const link = store.accountLinks.get(linkId);
  if (!link) return null;
  if (link.used || link.expires_at <= now) return link.refresh_url ?? link.return_url;
  link.used = true;
  const account = store.accounts.get(link.account);
  if (account) {
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.business_type ??= 'individual';
    for (const name of Object.keys(account.capabilities)) account.capabilities[name] = 'active';
    account.requirements = {
      ...account.requirements,
      currently_due: [],
      eventually_due: [],
      past_due: [],
      disabled_reason: null,
    };
    account.tos_acceptance = { date: now };
  }
  return link.return_url;
}

const netOf = (charge: Charge) =>
  charge.status === 'succeeded' ? charge.amount - charge.amount_refunded : 0;

/** The platform's available balance in `currency`: paid charges less refunds and transfers. */
export function availableBalance(store: StripeStore, currency = PLATFORM_CURRENCY): number {
  let amount = 0;
  for (const charge of store.charges.values()) if (charge.currency === currency) amount += netOf(charge);
  for (const transfer of store.transfers.values())
    if (transfer.currency === currency) amount -= transfer.amount;
  return amount;
}

export function balance(store: StripeStore, params: Params) {
  params.allowOnly(['expand']);
  const amount = availableBalance(store);
  return {
    object: 'balance',
    available: [{ amount, currency: PLATFORM_CURRENCY, source_types: { card: amount } }],
    pending: [{ amount: 0, currency: PLATFORM_CURRENCY, source_types: { card: 0 } }],
    livemode: false,
  };
}

export function createTransfer(store: StripeStore, params: Params, operation: Operation): Transfer {
  params.allowOnly([
    'amount',
    'currency',
    'destination',
    'transfer_group',
    'metadata',
    'description',
    'source_transaction',
    'expand',
  ]);
  const amount = params.requiredInteger('amount', 1);
  const currency = params.currency('currency');
  if (!currency) throw missingParam('currency');
  if (currency !== PLATFORM_CURRENCY)
    throw invalidParam('currency', `Transfers must be in the platform's currency (${PLATFORM_CURRENCY}).`);
  const destination = params.requiredString('destination');
  const account = store.accounts.get(destination);
  if (!account)
    throw invalidRequest(`No such destination: '${destination}'`, {
      param: 'destination',
      code: 'resource_missing',
    });
  if (account.capabilities.transfers !== 'active')
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      { param: 'destination', code: 'insufficient_capabilities_for_transfer' },
    );
  const sourceId = params.string('source_transaction');
  if (sourceId) {
    const charge = store.charges.get(sourceId);
    if (!charge || charge.status !== 'succeeded') throw noSuch('charge', sourceId, 'source_transaction');
    const transferred = [...store.transfers.values()]
      .filter((transfer) => transfer.source_transaction === sourceId)
      .reduce((sum, transfer) => sum + transfer.amount, 0);
    if (amount > netOf(charge) - transferred)
      throw invalidRequest(
        `The transfer amount exceeds what is left of the source transaction ${sourceId} (${netOf(charge) - transferred}).`,
        { param: 'amount', code: 'amount_too_large' },
      );
  } else if (amount > availableBalance(store, currency)) {
    throw invalidRequest(
      'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
      { code: 'balance_insufficient' },
    );
  }
  const id = newId('tr');
  const transfer: Transfer = {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: operation.now,
    currency,
    description: params.string('description', 1000) ?? null,
    destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: params.metadata(),
    reversals: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/transfers/${id}/reversals`,
    },
    reversed: false,
    source_transaction: sourceId ?? null,
    source_type: 'card',
    transfer_group: params.string('transfer_group', 500) ?? null,
  };
  store.transfers.set(id, transfer);
  operation.emit('transfer.created', transfer);
  return transfer;
}

export function retrieveTransfer(store: StripeStore, id: string, params: Params): Transfer {
  return storedOr404(store.transfers, 'transfer', id, params);
}
