/** Messages of a product's category, variety, origin and harvest date, and of the catalog filters (ours). */
import {
  HARVEST_MAX_AGE_YEARS,
  ORIGIN_MAX_LENGTH,
  ORIGIN_MIN_LENGTH,
} from '../constants/product-attributes.js';

export const PRODUCT_ATTRIBUTE_MESSAGES = {
  categoryInvalid:
    'La categoría debe ser fruta fresca, elaborados, plantas y esquejes, cajas y regalos u otros.',
  varietyInvalid:
    'La variedad debe ser roja de pulpa blanca, roja de pulpa roja, amarilla, varias variedades o «no aplica».',
  originInvalid: 'El origen debe ser un texto, por ejemplo «Níjar, Almería».',
  originTooShort: `El origen debe tener al menos ${ORIGIN_MIN_LENGTH} caracteres.`,
  originTooLong: `El origen no puede superar los ${ORIGIN_MAX_LENGTH} caracteres.`,
  harvestDateFormat: 'La fecha de cosecha debe ser una fecha válida con el formato AAAA-MM-DD.',
  harvestDateFuture: 'La fecha de cosecha no puede ser posterior a hoy.',
  harvestDateTooOld: `La fecha de cosecha no puede ser de hace más de ${HARVEST_MAX_AGE_YEARS} años.`,
  /** The catalog's origin filter (GET /v1/products, /v1/products/facets). */
  originFilterInvalid: 'El origen del filtro debe tener letras o números, por ejemplo «Níjar, Almería».',
  originFilterTooLong: `El origen del filtro no puede superar los ${ORIGIN_MAX_LENGTH} caracteres.`,
  /** The catalog's harvest filter: the windows of shared/rules/catalog/origin-harvest-filters.ts. */
  harvestFilterInvalid: 'La cosecha del filtro debe ser «7d», «30d» o «90d» (últimos 7, 30 o 90 días).',
} as const;
