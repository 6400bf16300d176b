/** The public face of the farms domain: other domains import only what this file exports. */
export { FARM_UPLOAD_PREFIX, farmImageKey, farmPhotoKeyOf, parseFarmUploadKey } from './farm-photos.js';
export {
  farmNameOf,
  farmSummary,
  isPublicFarm,
  ownFarmPage,
  publicFarmPage,
  storable,
  storedFarm,
  type StoredFarm,
} from './farm-record.js';
export {
  FARM_LIST_INDEX,
  FARM_LIST_KEY_ATTRIBUTES,
  ensureFarm,
  findFarmBySlug,
  listFarmItems,
  readProductFarm,
  saveFarm,
} from './farm-store.js';
export { farmShipping } from './farm-terms.js';
export { readFarmTerms, shopTerms, toShippingTerms } from './shipping-terms.js';
export {
  FARM_DELIVERY_PROJECTION,
  readFarmCalendar,
  readFarmDeliveries,
  termsOf,
  toFarmDelivery,
  type FarmDelivery,
} from './farm-calendar.js';
