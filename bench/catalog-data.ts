/**
 * Generated catalog products for the catalog benchmark (bench/catalog.ts) and the loader
 * (bench/load-catalog.ts). Pure and deterministic: product n is always the same product, so a catalog of
 * 10,000 is the first 10,000 of a catalog of 100,000 and loading more only adds.
 *
 * The words are chosen so the benchmark can ask for every kind of search:
 *   - `pitahaya` is in every product (the most common word);
 *   - a variety (roja, amarilla, blanca, ...) in about one product in seven each;
 *   - RARE_WORD (`zafiro`) in exactly RARE_COUNT products, the oldest ones: a search that reads the catalog
 *     newest first meets them last;
 *   - a lot number makes every name unique per producer (the name guard).
 * Prices spread from 1 to 100 euros; createdAt spreads over the last year, newest = highest n.
 */
import { createHash } from 'node:crypto';
import type { Product } from '../shared/contracts/products/entities.js';

export const RARE_WORD = 'zafiro';
export const RARE_COUNT = 5;
export const COMMON_WORD = 'pitahaya';
/** A two-word search whose words are each common but appear together in about one product in 14. */
export const TWO_WORDS = 'pitahaya roja ecologica';

const KINDS = [
  'Pitahaya',
  'Mermelada de pitahaya',
  'Jugo de pitahaya',
  'Pulpa de pitahaya',
  'Sirope de pitahaya',
  'Pitahaya deshidratada',
  'Plantón de pitahaya',
  'Esquejes de pitahaya',
  'Caja de pitahaya',
  'Helado de pitahaya',
];
const VARIETIES = ['roja', 'amarilla', 'blanca', 'rosada', 'morada', 'dorada', 'silvestre'];
const QUALIFIERS = ['ecológica', 'premium', 'de temporada', 'extra', 'de la huerta', 'artesanal'];
const ORIGINS = ['Almería', 'Murcia', 'Málaga', 'Granada', 'Alicante', 'Huelva', 'Canarias', 'Valencia'];
const UNITS = ['kg', 'unidad', 'caja', 'frasco', 'litro', 'bandeja'];

export interface BenchProducer {
  id: string;
  name: string;
}

/** A stable id of the UUID layout for product n. */
export function benchProductId(n: number): string {
  const hex = createHash('sha1').update(`pitahaya-bench:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pick = <T>(list: readonly T[], n: number, salt: number): T =>
  list[(n * 2654435761 + salt * 40503) % list.length] as T;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Product n of `total` (0 = the oldest). `images` are public URLs of photos that exist in the bucket (the
 * seed's): the benchmark's products reuse them.
 */
export function benchProduct(
  n: number,
  producers: readonly BenchProducer[],
  images: readonly string[],
  now: number,
): Product {
  const producer = producers[n % producers.length] as BenchProducer;
  const variety = pick(VARIETIES, n, 1);
  const kind = pick(KINDS, n, 2);
  const qualifier = pick(QUALIFIERS, n, 3);
  const rare = n < RARE_COUNT ? ` ${RARE_WORD}` : '';
  const name = `${kind} ${variety} ${qualifier}${rare} lote ${n}`;
  const shortDescription =
    `${kind} ${variety} de ${pick(ORIGINS, n, 4)}, cosechada a mano y enviada en 48 horas. ` +
    `Ideal para postres, batidos y ensaladas.`;
  const createdAt = new Date(now - YEAR_MS + Math.floor((n * YEAR_MS) / 1_000_000)).toISOString();
  const productId = benchProductId(n);
  const photo = images.length > 0 ? (images[n % images.length] as string) : null;
  const imageUrls = photo ? [photo] : [];
  return {
    productId,
    id: productId,
    name,
    shortDescription,
    price: Math.round((1 + ((n * 7919) % 9900) / 100) * 100) / 100,
    stock: (n * 31) % 500,
    unit: pick(UNITS, n, 5),
    taxRate: kind === 'Pitahaya' ? 4 : 10,
    thumbnailUrl: photo,
    imageUrls,
    isActive: true,
    active: true,
    producerId: producer.id,
    producerName: producer.name,
    createdAt,
    updatedAt: createdAt,
    imageStatus: 'verified',
    rejectedImages: 0,
  };
}
