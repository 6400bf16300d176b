/** Farms as the storefront shows them: the farm list (catalog filter) and a farm's public page. */
import type { ImageVariants } from '../../utils/image-variants.js';
import type { Page } from '../http.js';
import type { ShippingTerms } from '../../rules/pricing/shipping.js';
import type { ProvinceCode } from '../../rules/provinces.js';
import type { RatingSummary } from '../reviews/entities.js';

/** A farm in the farm list (`GET /v1/products/farms`), and the head of its page. */
export interface FarmSummary {
  producerId: string;
  /** Its page's address: `/fincas/<slug>`. */
  slug: string;
  /** The farm's name (its producer's name, as on its products). */
  name: string;
  /** INE code of its province ('04'), or null when the farm has not said. */
  provinceCode: ProvinceCode | null;
  /** The province's name ('Almería'), or null. */
  province: string | null;
  /** Its first checked photo, or null. */
  thumbnailUrl: string | null;
}

/** A farm's public page (`GET /v1/products/farms/{slug}`). */
export interface FarmPage extends FarmSummary {
  /** What the farm tells about itself (plain text, paragraphs split by blank lines); '' when none. */
  story: string;
  /** Its checked photos, the main one first (photos still being checked are not shown). */
  imageUrls: string[];
  /** Per photo URL, the WebP variants (shared/utils/image-variants.ts), for srcset. */
  imageVariants?: Record<string, ImageVariants>;
  /** The shipping terms that apply to its products: its own, or the shop's default. */
  shipping: ShippingTerms;
  updatedAt: string;
  /** Ours (docs/reviews.md): the average of the published reviews of its active products; null without any. */
  rating?: RatingSummary | null;
}

/** On a product (`GET /v1/products/{id}`): the farm it is from, to link its page. */
export interface ProductFarm {
  slug: string;
  name: string;
  province: string | null;
  /** Ours (issue 31): the farm's professional operator registration number (a plant's passport), when given. */
  plantOperatorNumber?: string;
}

export interface FarmPageAnswer {
  farm: FarmPage;
}

export interface FarmListAnswer extends Page {
  farms: FarmSummary[];
}
