/** What a route validates (path parameters, query, body, headers), by route id of shared/routes.ts. */
import type * as z from 'zod/mini';
import type { FieldCodes } from '../validation.js';

export interface Validator {
  schema: z.ZodMiniType;
  codes?: FieldCodes;
  /**
   * How a failure is answered: 422 with the first field's message (default), or 400 with `message` (the
   * spec's 'Parámetros de solicitud inválidos' for the users list) and the field errors saying why.
   */
  failure?: { status: 400; message: string };
}

export interface RouteValidators {
  params?: Validator;
  query?: Validator;
  body?: Validator;
  /** Request headers the route reads (names lower-cased); other headers are ignored. */
  headers?: Validator;
}

/** A domain's validators by route id. */
export type DomainValidators = Readonly<Record<string, RouteValidators>>;

const NONE: RouteValidators = {};

/** The validators of a route in `table` (none for routes without input). */
export function validatorsIn(table: DomainValidators, routeId: string): RouteValidators {
  return table[routeId] ?? NONE;
}
