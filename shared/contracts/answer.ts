/**
 * What an endpoint answers, as its contract entry declares it: the type of its `data` (compile time) and, at
 * run time, the keys of that data, whether each is always there, and the status of a success. The type is what
 * handlers and the web's typed client are checked against; the keys and the status are what the API
 * description (GET /v1/openapi.json) says and what the domain handler answers when a handler names no status.
 *
 *   answer<OrderPage>({ orders: 'required', nextToken: 'required' })
 *   answer<ProductSaved>({ product: 'required', uploadUrls: 'optional' }, 201)
 *
 * The keys object must name every key of the type, each 'required' or 'optional' as the type has it: a key
 * missing, extra or wrongly marked does not compile, so the description cannot drift from the type.
 */

declare const ANSWER: unique symbol;

/** Whether a key of the data is always there. */
export type Presence = 'required' | 'optional';

/** The status of a success: 200, or 201 when the endpoint creates something. */
export type SuccessStatus = 200 | 201;

/** The keys of `D`, each marked as the type has it ('optional' for `key?:`). */
export type DataKeys<D> = {
  readonly [K in keyof D & string]-?: Record<never, never> extends Pick<D, K> ? 'optional' : 'required';
};

/** An endpoint's answer: the type of its `data`, and what the run time knows of it. */
export interface Answer<D> {
  readonly [ANSWER]?: D;
  /** The keys of `data` (null: the endpoint answers a file, not JSON). */
  readonly keys: Readonly<Record<string, Presence>> | null;
  /** The status of a success. */
  readonly status: SuccessStatus;
  /** The content type of a file answer (the invoice's PDF); JSON otherwise. */
  readonly file?: string;
  /** The data is the whole body, without the envelope (the API description; the auth API's contract says so for all its endpoints). */
  readonly flat?: true;
}

/** `answer<{ order: Order }>({ order: 'required' })`: the endpoint answers `data` of that type. */
export const answer = <D>(keys: DataKeys<D>, status: SuccessStatus = 200): Answer<D> =>
  Object.freeze({ keys: Object.freeze({ ...keys }) as Readonly<Record<string, Presence>>, status });

/** The same answer with 201: the call that creates what the others answer (`created(COUPON)`). */
export const created = <D>(answered: Answer<D>): Answer<D> => Object.freeze({ ...answered, status: 201 });

/** The endpoint answers its data as the whole JSON body, not inside the success envelope. */
export const flatAnswer = <D>(keys: DataKeys<D>): Answer<D> =>
  Object.freeze({ ...answer<D>(keys), flat: true as const });

/** The endpoint answers a file of this content type instead of JSON (its handler answers `binary`). */
export const fileAnswer = (contentType: string): Answer<null> =>
  Object.freeze({ keys: null, status: 200, file: contentType });
