/**
 * The typed client: every endpoint of the contracts (shared/contracts/<domain>/contract.ts), called with the input
 * its contract declares and answering its data type. Nothing here is written per endpoint:
 *
 *   const { order } = await api.orders.checkout({ body: { shippingInfo }, headers: { 'idempotency-key': key } });
 *   const { data } = useApi(api.orders.get, { params: { id } });          (use-api.ts)
 *
 * A feature calls the API through its own `api.ts`, built on these.
 */
import type { ClientInput, DataOf, InputOptional, RouteDef } from '../../../../shared/contracts/kit.js';
import { CONTRACTS, getRoute, type AnyContract } from '../../../../shared/contracts/route-table.js';
import { requestRoute, type ApiResponse, type RequestOptions } from './client';

/** What a call may add to its endpoint's input: an abort signal, a timeout, how the token is sent. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'auth' | 'bearer'>;
export type CallInput<E> = ClientInput<E> & CallOptions;
/** The arguments of a call: the input, optional when the endpoint needs none. */
export type CallArgs<E> = InputOptional<E> extends true ? [input?: CallInput<E>] : [input: CallInput<E>];

/** One endpoint's caller: `api.orders.get({ params: { id } })`; `.endpoint` is its contract entry. */
export type Caller<E extends RouteDef = RouteDef> = ((...args: CallArgs<E>) => Promise<DataOf<E>>) & {
  readonly endpoint: E;
};

type CallersOf<C extends AnyContract> = {
  readonly [N in keyof C['endpoints']]: C['endpoints'][N] extends RouteDef
    ? Caller<C['endpoints'][N]>
    : never;
};
export type Api = { readonly [C in AnyContract as C['domain']]: CallersOf<C> };

/** Calls an endpoint and answers the whole envelope (status, the server's message, data). Throws ApiError. */
export function request<E extends RouteDef>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ApiResponse<DataOf<E>>> {
  return requestRoute<DataOf<E>>(getRoute(endpoint.id), input as RequestOptions | undefined);
}

/** Calls an endpoint and answers its data. Throws ApiError. */
export async function call<E extends RouteDef>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
  return (await request(endpoint, ...args)).data;
}

function callerOf(endpoint: RouteDef): Caller {
  const route = getRoute(endpoint.id);
  const caller = (input?: RequestOptions) => requestRoute(route, input).then((answer) => answer.data);
  return Object.assign(caller, { endpoint }) as unknown as Caller;
}

/** Every endpoint, by domain and name. */
export const api = Object.fromEntries(
  CONTRACTS.map((contract) => [
    contract.domain,
    Object.fromEntries(
      Object.entries(contract.endpoints as Record<string, RouteDef>).map(([name, endpoint]) => [
        name,
        callerOf(endpoint),
      ]),
    ),
  ]),
) as unknown as Api;
