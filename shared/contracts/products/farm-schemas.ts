/** Queries of the farm list and a farm's page (public reads of the products domain). */
import * as z from 'zod/mini';
import { FARM_PAGE_LIMITS } from '../../constants/farm-page.js';
import { FARM_MESSAGES } from '../../messages/farm.js';
import { limitSchema, pageTokenSchema, text } from '../fields.js';

/**
 * `{slug}` of `/v1/products/farms/{slug}`: bounded text; one that cannot be a slug is a 404 (the service says
 * so), as for an unknown one.
 */
export const farmSlugParams = z.object({
  slug: text(FARM_MESSAGES.notFound).check(
    z.minLength(1, { error: FARM_MESSAGES.notFound }),
    z.maxLength(FARM_PAGE_LIMITS.slugMax * 2, { error: FARM_MESSAGES.notFound }),
  ),
});

/** The farm list, by name: `limit` (1-100, default 100: a cooperative's farms fit one page) and `nextToken`. */
export const farmListQuery = z.object({
  limit: limitSchema(100, 100),
  nextToken: pageTokenSchema,
});
