/**
 * Stripe's list endpoints, for reading back what the shop asked of Stripe:
 *   GET /v1/checkout/sessions  status, payment_intent, created
 *   GET /v1/refunds            payment_intent, charge, created
 *   GET /v1/transfers          destination, transfer_group, created
 * Newest first, `limit` (1-100, default 10), `starting_after` / `ending_before` (an object id of the list),
 * `created` as a timestamp or a range (`created[gte]=...`), answered as `{object: 'list', data, has_more, url}`,
 * so the SDK's auto-pagination (`for await`) walks them as it walks Stripe's.
 */
import { sessionView, type Checkout } from './checkout.js';
import { invalidParam, noSuch } from './errors.js';
import type { Params } from './params.js';
import type { Refund, StripeStore, Transfer } from './store.js';

interface Listed {
  id: string;
  created: number;
}

const PAGING = ['limit', 'starting_after', 'ending_before', 'created', 'expand'] as const;

/** A `created` filter: equal to a timestamp, or within gt/gte/lt/lte. */
function createdFilter(params: Params): (created: number) => boolean {
  if (!params.has('created')) return () => true;
  const range = params.object('created', true);
  if (!range) {
    const exact = params.requiredInteger('created', 0, Number.MAX_SAFE_INTEGER);
    return (created) => created === exact;
  }
  range.allowOnly(['gt', 'gte', 'lt', 'lte']);
  const bound = (name: string) => range.integer(name, 0, Number.MAX_SAFE_INTEGER);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/**
 * A list's filter on fields of its objects, each a query parameter of the same name (the paging ones allowed
 * too, no other): an object is kept when it equals every one given.
 */
function matchingGiven<T>(params: Params, fields: readonly (keyof T & string)[]): (item: T) => boolean {
  params.allowOnly([...PAGING, ...fields]);
  const wanted = fields.map((field) => [field, params.string(field)] as const);
  return (item) => wanted.every(([field, value]) => !value || item[field] === value);
}

/** One page of `items` (any order: sorted newest first here, ties by insertion order reversed). */
export function pageOf<T extends Listed>(items: T[], params: Params, url: string, kind: string) {
  const limit = params.integer('limit', 1, 100) ?? 10;
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  if (after && before)
    throw invalidParam(
      'starting_after',
      'You may only specify one of these parameters: starting_after, ending_before.',
    );
  const inCreated = createdFilter(params);
  let listed = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created - a.item.created || b.index - a.index)
    .map(({ item }) => item)
    .filter((item) => inCreated(item.created));
  if (after) {
    const index = listed.findIndex((item) => item.id === after);
    if (index < 0) throw noSuch(kind, after, 'starting_after');
    listed = listed.slice(index + 1);
  }
  if (before) {
    const index = listed.findIndex((item) => item.id === before);
    if (index < 0) throw noSuch(kind, before, 'ending_before');
    const earlier = listed.slice(0, index);
    return {
      object: 'list',
      data: earlier.slice(Math.max(0, earlier.length - limit)),
      has_more: earlier.length > limit,
      url,
    };
  }
  return { object: 'list', data: listed.slice(0, limit), has_more: listed.length > limit, url };
}

/** `GET /v1/checkout/sessions`. */
export function listSessions(checkout: Checkout, params: Params) {
  params.allowOnly([...PAGING, 'status', 'payment_intent']);
  const status = params.oneOf('status', ['open', 'complete', 'expired']);
  const intent = params.string('payment_intent');
  const sessions = [...checkout.store.sessions.values()]
    .filter(
      ({ session }) =>
        (!status || session.status === status) && (!intent || session.payment_intent === intent),
    )
    .map((record) => sessionView(checkout, record) as ReturnType<typeof sessionView> & Listed);
  return pageOf(sessions, params, '/v1/checkout/sessions', 'checkout.session');
}

/** `GET /v1/refunds`. */
export function listRefunds(store: StripeStore, params: Params) {
  const given = matchingGiven<Refund>(params, ['payment_intent', 'charge']);
  return pageOf([...store.refunds.values()].filter(given), params, '/v1/refunds', 'refund');
}

/** `GET /v1/transfers`. */
export function listTransfers(store: StripeStore, params: Params) {
  const given = matchingGiven<Transfer>(params, ['destination', 'transfer_group']);
  return pageOf([...store.transfers.values()].filter(given), params, '/v1/transfers', 'transfer');
}
