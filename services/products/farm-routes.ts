/**
 * The farms' public reads (docs/farms.md): GET /v1/products/farms (the farm list, by name: the catalog's farm
 * filter) and GET /v1/products/farms/{slug} (a farm's page). Both public and cached like the catalog
 * (cache-headers.ts, page-cache.ts); a farm's products are the catalog's own list by `producerId`.
 */
import { FARM_MESSAGES } from '../../shared/messages/farm.js';
import { isFarmSlug } from '../../shared/rules/farm-page.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { notFound } from '../lib/errors.js';
import {
  farmSummary,
  isPublicFarm,
  publicFarmPage,
  storedFarm,
  FARM_LIST_KEY_ATTRIBUTES,
  findFarmBySlug,
  listFarmItems,
  farmShipping,
} from '../farms/index.js';
import { FARMS_PARTITION } from '../lib/data/keys.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { catalogCacheHeaders } from './cache-headers.js';
import { readFarmRating } from './product-rating.js';

export const listFarms: Handler<ProductsEndpoints['farms']> = async ({ query, event }) => {
  const startKey = decodePageToken(query.nextToken, {
    attributes: FARM_LIST_KEY_ATTRIBUTES,
    accepts: (key) => key.GSI5PK === FARMS_PARTITION && key.SK === 'PROFILE',
  });
  const page = await listFarmItems(query.limit, startKey);
  const farms = page.items.flatMap((item) => {
    const farm = storedFarm(item);
    return farm && isPublicFarm(item) ? [farmSummary(item, farm)] : [];
  });
  return {
    data: { farms, nextToken: encodePageToken(page.lastKey) },
    headers: catalogCacheHeaders(event, null),
  };
};

export const getFarm: Handler<ProductsEndpoints['farm']> = async ({ params, event }) => {
  const slug = params.slug.toLowerCase();
  const found = isFarmSlug(slug) ? await findFarmBySlug(slug) : null;
  if (!found) throw notFound(FARM_MESSAGES.notFound);
  const [shipping, rating] = await Promise.all([
    farmShipping(found.item),
    readFarmRating(String(found.item.id)),
  ]);
  // docs/reviews.md: the farm's average over its products' published reviews.
  const farm = { ...publicFarmPage(found.item, found.farm, shipping), rating };
  return { data: { farm }, headers: catalogCacheHeaders(event, null) };
};
