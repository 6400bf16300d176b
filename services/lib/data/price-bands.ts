/**
 * Price bands of the catalog's band index (GSI5, docs/search.md "Price ranges on the default sort"): every
 * catalog product and every search entry sits in the band of its price, newest first, so a price range on the
 * default sort reads the bands it covers (a key condition each) and merges them by date. Lower bounds in
 * cents: below 1 €, then five bands per decade from 1 € to 1,000 € (1, 1.60, 2.50, 4, 6.30, 10, ...), then
 * 1,000-10,000 € and from 10,000 € (PRICE_MAX is 99,999.99 €): 18 bands.
 *
 * The bounds are part of the stored keys: changing them means running the backfill again
 * (services/migrations/price-bands.ts rewrites every product's band keys and its search entries).
 */
/** Highest price a 12-digit price key holds, in cents. */
export const MAX_PRICE_KEY_CENTS = 999_999_999_999;

const DECADE_STEPS = [100, 160, 250, 400, 630];

export const PRICE_BAND_LOWER_CENTS: readonly number[] = [
  0,
  ...[1, 10, 100].flatMap((factor) => DECADE_STEPS.map((step) => step * factor)),
  100_000,
  1_000_000,
];

export interface PriceBand {
  /** Lowest price of the band, in cents (the band's name in its partition key). */
  lower: number;
  /** Highest price of the band, in cents (inclusive; the last one ends at the highest 12-digit price key). */
  upper: number;
}

export const PRICE_BANDS: readonly PriceBand[] = PRICE_BAND_LOWER_CENTS.map((lower, i) => ({
  lower,
  upper: (PRICE_BAND_LOWER_CENTS[i + 1] ?? MAX_PRICE_KEY_CENTS + 1) - 1,
}));

/** The band holding a price given in cents (a whole number). */
export function priceBandOf(cents: number): PriceBand {
  let found = PRICE_BANDS[0] as PriceBand;
  for (const band of PRICE_BANDS) {
    if (band.lower <= cents) found = band;
    else break;
  }
  return found;
}

export interface CoveredBand extends PriceBand {
  /** The part of the range in this band, in cents (inclusive). */
  from: number;
  to: number;
  /** The range holds the whole band: no price condition is needed on it. */
  whole: boolean;
}

/** The bands a price range in cents (inclusive, from <= to) covers, lowest first. */
export function bandsCovering(from: number, to: number): CoveredBand[] {
  return PRICE_BANDS.filter((band) => band.upper >= from && band.lower <= to).map((band) => ({
    ...band,
    from: Math.max(from, band.lower),
    to: Math.min(to, band.upper),
    whole: from <= band.lower && to >= band.upper,
  }));
}

/** A band's partition under a catalog or search partition (`CATALOG#ACTIVE#BAND#2500`). */
export const bandPartitionOf = (partition: string, band: PriceBand): string =>
  `${partition}#BAND#${band.lower}`;

/** The partition of the band holding a price in cents. */
export const bandPartition = (partition: string, cents: number): string =>
  bandPartitionOf(partition, priceBandOf(cents));
