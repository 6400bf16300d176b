/** The catalog's entities as they travel over the HTTP contract. */
import type { ImageVariants } from '../../utils/image-variants.js';
import type { PitahayaVariety, ProductCategory } from '../../constants/product-attributes.js';
import type { HarvestWindow } from '../../rules/catalog/origin-harvest-filters.js';
import type { ProductFarm } from './farm-entities.js';
import type { ProductSubscription } from '../subscriptions/entities.js';
import type { Allergen, WithdrawalClass } from '../../constants/legal-facts.js';
import type { RatingSummary } from '../reviews/entities.js';
import type { Availability, Preorder } from '../../rules/calendar/preorder.js';

export type { Availability, Preorder } from '../../rules/calendar/preorder.js';

/**
 * The food information of a product (Reg. (EU) 1169/2011 art. 9 and 14; docs/legal.md): required for
 * `elaborados` (ingredients and net quantity), shown on the product page before purchase.
 */
export interface FoodInfo {
  /** The ingredients, in descending order of weight, as on the label. */
  ingredients: string;
  /** Which of the 14 allergens of annex II it contains (codes, in the annex's order); [] for none. */
  allergens: Allergen[];
  /** Net quantity: '250 g', '500 ml'. */
  netQuantity: string;
  /** Special storage conditions and conditions of use, when there are any. */
  storage?: string;
}

/** A plant's passport (Reg. (EU) 2016/2031 art. 83, annex VII): what the product page and the packing slip show. */
export interface PlantPassport {
  /** A: the botanical name (species). */
  botanicalName: string;
  /** B: the farm's professional operator registration number (its profile). */
  operatorNumber: string;
  /** C: the traceability code (the product's lot: its id's first characters). */
  traceabilityCode: string;
  /** D: the country of origin (ISO 3166-1 alpha-2). */
  originCountry: string;
}

export interface Product {
  productId: string;
  id: string;
  name: string;
  shortDescription: string;
  price: number;
  /** Whole units available. */
  stock: number;
  /** Sales unit, e.g. "kg" or "caja de 5 kg". */
  unit: string;
  /**
   * IVA rate in percent, included in `price`: 4 (fresh fruit), 10 (processed food, plants) or 21 (anything
   * else); shared/rules/pricing/tax-rates.ts. Products stored before rates existed answer 10 (DEFAULT_TAX_RATE).
   */
  taxRate: number;
  thumbnailUrl: string | null;
  imageUrls: string[];
  isActive: boolean;
  active: boolean;
  producerId: string;
  producerName?: string;
  /** One product's answer (`GET /v1/products/{id}`): its farm's public page, once the farm has one. */
  farm?: ProductFarm;
  createdAt: string;
  updatedAt: string;
  /**
   * The check of the main image's bytes (services/images): 'pending' until the uploaded file has been
   * verified, 'verified' once it is a real JPEG/PNG/WebP within the limits, 'rejected' when the product has no
   * valid main image left. Only 'verified' products are shown in the storefront. Absent on products stored
   * before the checks existed, which count as verified.
   */
  imageStatus?: ImageCheckStatus;
  /** Photos the check refused and removed since the producer last changed the photos. */
  rejectedImages?: number;
  /**
   * Per image URL (of imageUrls), the original's size and the widths of its WebP variants
   * (shared/utils/image-variants.ts), for srcset. Absent for images checked before the variants existed.
   */
  imageVariants?: Record<string, ImageVariants>;
  /**
   * Ours (issue 23, shared/constants/product-attributes.ts). The service always answers a category ('otros' for
   * a product stored without one); variety, origin (a place) and harvestDate (YYYY-MM-DD) only when set.
   */
  category?: ProductCategory;
  variety?: PitahayaVariety;
  origin?: string;
  harvestDate?: string;
  /**
   * Ours (issue 31, TRLGDCU art. 103): whether a consumer may withdraw from buying it (`allowed`) or the exemption
   * that applies. The service always answers it (fresh fruit defaults to `perishable`, anything else to
   * `allowed`); a client reads an absent one by the same rule (shared/rules/product-legal.ts withdrawalOf).
   */
  withdrawal?: WithdrawalClass;
  /** Ours (issue 31): the food information (required for `elaborados` to be active). */
  foodInfo?: FoodInfo;
  /** Ours (issue 31): a plant's botanical name (required for `plantas-esquejes` to be active). */
  botanicalName?: string;
  /** Ours (issue 33, docs/subscriptions.md): sold by subscription at these intervals; absent when not. */
  subscription?: ProductSubscription;
  /** Ours (issue 31): one product's answer, for a plant whose farm gave its operator number. */
  plantPassport?: PlantPassport;
  /**
   * Its published reviews' rating (docs/reviews.md), null without any. The service always answers it; kept from
   * the table's stream a moment after a review changes.
   */
  rating?: RatingSummary | null;
  /**
   * Issue 32 (docs/harvest-calendar.md): `in_stock` (default) or `preorder`: sold before the harvest, its stock is
   * what the farm expects to harvest. The service always answers it.
   */
  availability?: Availability;
  /** Issue 32: a pre-order's dates `{readyFrom, closesAt, opensAt?}` (only with availability `preorder`). */
  preorder?: Preorder;
}

/**
 * GET /v1/products/facets (ours, issue 23): how many storefront products of the search fall in each category,
 * variety, farm, origin and harvest window. Each facet is counted under the search's other filters but not
 * its own (the counts of the other categories stay visible while one is chosen). Only values with products
 * are listed.
 */
export interface CatalogFacets {
  categories: { category: ProductCategory; count: number }[];
  varieties: { variety: PitahayaVariety; count: number }[];
  farms: { producerId: string; name: string; count: number }[];
  /**
   * The places products come from, one per origin key (shared/rules/catalog/origin-harvest-filters.ts), named by
   * its most common spelling, by name. At most ORIGIN_FACET_MAX (services/products/catalog-facets.ts), the
   * most common ones (the chosen one always). Send one back as `origin` (any spelling filters the same).
   */
  origins: { origin: string; count: number }[];
  /** Products harvested within each window back from today in Spain (one product counts in every window it is in). */
  harvest: { window: HarvestWindow; count: number }[];
  /**
   * False when the search holds more products than one facet read covers (FACET_READ_CAP): the counts are
   * then those of the newest products read, and a client shows the values without numbers.
   */
  complete: boolean;
}

export const IMAGE_CHECK_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ImageCheckStatus = (typeof IMAGE_CHECK_STATUSES)[number];

export interface UploadUrl {
  filename: string;
  url: string;
  isThumb: boolean;
}

/**
 * A product's facts beyond its card: the catalog's (issue 23: group, variety, origin, harvest date) and the
 * legal ones (issue 31: withdrawal right, food information, botanical name).
 */
export const PRODUCT_FACT_FIELDS = [
  'category',
  'variety',
  'origin',
  'harvestDate',
  'withdrawal',
  'foodInfo',
  'botanicalName',
] as const satisfies readonly (keyof Product)[];
