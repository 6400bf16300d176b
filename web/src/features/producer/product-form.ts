/**
 * The product form's rules: the shared zod schemas (shared/contracts/products/schemas.ts) decide every field message,
 * so the form says exactly what the service would; this module turns text fields into the API's body and the
 * service's answers (409, 422 errors[]) back into field messages.
 */
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import {
  productCreateSchema,
  productUpdateSchema,
  type ProductCreateRequest,
  type ProductUpdateRequest,
} from '../../../../shared/contracts/products/schemas.js';
import { parsePriceInput, parseStockInput } from '../../../../shared/rules/number-input.js';
import { DEFAULT_TAX_RATE, taxRateOf, type TaxRate } from '../../../../shared/rules/pricing/tax-rates.js';
import {
  DEFAULT_CATEGORY,
  ORIGIN_MAX_LENGTH,
  type ProductCategory,
} from '../../../../shared/constants/product-attributes.js';
import { PRODUCT_ATTRIBUTE_MESSAGES } from '../../../../shared/messages/product-attributes.js';
import { isApiError } from '../../lib/api/errors';
import { overLimit, textLimit, type TextLimit } from '../../lib/text-limits';
import {
  existingChanged,
  imageTypesOf,
  keptUrls,
  newImages,
  thumbnailUrlChange,
  type ImagesState,
} from './image-picking';

/** The product's facts of issue 23 (shared/constants/product-attributes.ts): two selects and two inputs. */
export const FACT_FIELDS = ['category', 'variety', 'origin', 'harvestDate'] as const;
export type FactField = (typeof FACT_FIELDS)[number];
export const TEXT_FIELDS = ['name', 'shortDescription', 'price', 'stock', 'unit', ...FACT_FIELDS] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** Fields that can carry a message: the text fields, the IVA rate and the photos. */
export type FormField = TextField | 'taxRate' | 'images';
/** In the form's order (the first refused one takes the focus). */
export const FORM_FIELDS: readonly FormField[] = [
  ...TEXT_FIELDS.filter((field) => !(FACT_FIELDS as readonly string[]).includes(field)),
  'taxRate',
  ...FACT_FIELDS,
  'images',
];

/** The text fields as typed, and the IVA rate chosen (a radio group: always one of 4, 10, 21). */
export type ProductFormValues = Record<TextField, string> & { taxRate: TaxRate };
export type FormErrors = Partial<Record<FormField, string>>;

export const DEFAULT_UNIT = 'kg';
/** Ours: the update API ignores an empty description (only non-empty fields are sent). */
export const DESCRIPTION_REQUIRED_ON_EDIT =
  'La descripción no se puede dejar vacía al editar: escribe una nueva o deja la actual.';
/** Ours: the form asks for a category (the API takes a product without one as «Otros productos»). */
export const CATEGORY_REQUIRED = 'Elige la categoría del producto.';
export const EMPTY_VALUES: ProductFormValues = {
  name: '',
  shortDescription: '',
  price: '',
  stock: '',
  unit: DEFAULT_UNIT,
  taxRate: DEFAULT_TAX_RATE,
  category: '',
  variety: '',
  origin: '',
  harvestDate: '',
};

/** The limited text fields: a counter under each, refused past the limit (nothing is cut silently). */
export const LIMITS: Partial<Record<TextField, TextLimit>> = {
  name: textLimit('productName'),
  shortDescription: textLimit('productDescription'),
  unit: textLimit('productUnit'),
  origin: { max: ORIGIN_MAX_LENGTH, message: PRODUCT_ATTRIBUTE_MESSAGES.originTooLong },
};

/** A number field's value (NaN when the text is not valid: the field's message says why). */
const numberOf = (result: { value?: number; error?: string }): number | undefined =>
  result.error ? Number.NaN : result.value;

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    shortDescription: product.shortDescription ?? '',
    // The Spanish way, as the producer types it: 6,90.
    price: Number.isFinite(product.price) ? product.price.toFixed(2).replace('.', ',') : '',
    stock: String(product.stock ?? 0),
    unit: product.unit ?? DEFAULT_UNIT,
    taxRate: taxRateOf(product.taxRate),
    // What the service answers for a product stored without one.
    category: product.category ?? DEFAULT_CATEGORY,
    variety: product.variety ?? '',
    origin: product.origin ?? '',
    harvestDate: product.harvestDate ?? '',
  };
}

/** Typed values: strings for the text fields, numbers (or undefined / NaN) for price and stock. */
function typed(values: ProductFormValues) {
  return {
    name: values.name,
    shortDescription: values.shortDescription,
    price: numberOf(parsePriceInput(values.price)),
    stock: numberOf(parseStockInput(values.stock)),
    unit: values.unit,
    category: values.category,
    variety: values.variety,
    origin: values.origin,
    harvestDate: values.harvestDate,
  };
}

const shape = productCreateSchema.shape;

/**
 * One field's message, or undefined when it is fine: the limits and the price and stock readers
 * (shared/rules/number-input.ts) first, then the shared schema.
 */
export function fieldError(field: TextField, values: ProductFormValues): string | undefined {
  const over = overLimit(values[field], LIMITS[field]);
  if (over) return over;
  if (field === 'price') {
    const price = parsePriceInput(values.price);
    if (price.error) return price.error;
  }
  if (field === 'stock') {
    const stock = parseStockInput(values.stock);
    if (stock.error) return stock.error;
  }
  if (field === 'category' && values.category === '') return CATEGORY_REQUIRED;
  // The optional facts left blank are simply not given.
  if ((FACT_FIELDS as readonly string[]).includes(field) && values[field].trim() === '') return undefined;
  const value = typed(values)[field];
  // A blank price is missing; the schema's message for a missing number is the same as for a bad one.
  const result = shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path.map(String));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Which form field an API or schema path belongs to: imageTypes.0.size, keepImageUrls and thumbnailUrl are the
 * photos.
 */
export function fieldOfPath(path: readonly string[] | string): FormField | null {
  const parts = typeof path === 'string' ? path.split('.') : path;
  const head = parts[0];
  if (head === 'imageTypes' || head === 'keepImageUrls' || head === 'thumbnailUrl' || head === 'images') {
    return 'images';
  }
  if (head === 'taxRate') return 'taxRate';
  return (TEXT_FIELDS as readonly string[]).includes(head ?? '') ? (head as TextField) : null;
}

export type BuildResult<T> = { ok: true; body: T } | { ok: false; errors: FormErrors; message?: string };

/** The facts given (blank ones left out), as the create body takes them. */
function factsOf(values: ProductFormValues): Partial<ProductCreateRequest> {
  const given = FACT_FIELDS.flatMap((field) => (values[field].trim() ? [[field, values[field].trim()]] : []));
  return Object.fromEntries(given) as Partial<ProductCreateRequest>;
}

/** The messages of the text fields that fail their own check (fieldError). */
function textFieldErrors(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of TEXT_FIELDS) {
    const message = fieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** POST /v1/products body, or the field messages. */
export function buildCreateBody(
  values: ProductFormValues,
  images: ImagesState,
  /** Fields built elsewhere (the legal facts: legal-facts-form.ts). */
  extra: Partial<ProductCreateRequest> = {},
): BuildResult<ProductCreateRequest> {
  const textErrors = textFieldErrors(values);
  const v = typed(values);
  const body: ProductCreateRequest = {
    name: v.name,
    shortDescription: v.shortDescription,
    price: v.price as number,
    ...(v.stock !== undefined ? { stock: v.stock } : {}),
    unit: v.unit,
    taxRate: values.taxRate,
    ...factsOf(values),
    ...extra,
    requestUploadUrls: true,
    imageTypes: imageTypesOf(images),
  };
  const result = productCreateSchema.safeParse(body);
  if (result.success && Object.keys(textErrors).length === 0) return { ok: true, body };
  const errors = { ...(result.success ? {} : firstMessages(result.error.issues)), ...textErrors };
  if (images.images.length === 0) errors.images = VALIDATION_MESSAGES.thumbnailRequired;
  return { ok: false, errors };
}

/**
 * PUT /v1/products/{id} body with only what changed (stock only when edited, so a sale meanwhile is not
 * overwritten; thumbnailUrl only when another published photo was chosen as the main one), or the field
 * messages. Nothing changed: the contract's 'No hay datos válidos para actualizar'.
 */
export function buildUpdateBody(
  values: ProductFormValues,
  images: ImagesState,
  product: Product,
  /** Fields built elsewhere (the legal facts: legal-facts-form.ts), already only what changed. */
  extra: Partial<ProductUpdateRequest> = {},
): BuildResult<ProductUpdateRequest> {
  const errors = textFieldErrors(values);
  if (images.images.length === 0) errors.images = PRODUCT_MESSAGES.imageRequired;
  const v = typed(values);
  if (
    !errors.shortDescription &&
    v.shortDescription.trim() === '' &&
    (product.shortDescription ?? '') !== ''
  ) {
    errors.shortDescription = DESCRIPTION_REQUIRED_ON_EDIT;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const original = [
    ...new Set([product.thumbnailUrl, ...(product.imageUrls ?? [])].filter((url): url is string => !!url)),
  ];
  const body: ProductUpdateRequest = { ...extra };
  if (v.name.trim() !== product.name) body.name = v.name;
  if (v.shortDescription.trim() !== (product.shortDescription ?? ''))
    body.shortDescription = v.shortDescription;
  if (v.price !== undefined && v.price !== product.price) body.price = v.price;
  if (v.stock !== undefined && v.stock !== product.stock) body.stock = v.stock;
  if (v.unit.trim() !== (product.unit ?? '')) body.unit = v.unit;
  if (values.taxRate !== taxRateOf(product.taxRate)) body.taxRate = values.taxRate;
  if (values.category && values.category !== (product.category ?? DEFAULT_CATEGORY))
    body.category = values.category as ProductCategory;
  // Variety, origin and harvest date: a new value, or null when one that was set is cleared.
  for (const field of ['variety', 'origin', 'harvestDate'] as const) {
    const next = values[field].trim();
    const current = product[field] ?? '';
    if (next !== current) (body as Record<string, unknown>)[field] = next === '' ? null : next;
  }
  const added = newImages(images);
  if (added.length > 0) {
    body.requestUploadUrls = true;
    body.imageTypes = imageTypesOf(images);
  }
  if (existingChanged(images, original)) body.keepImageUrls = keptUrls(images);
  const thumbnailUrl = thumbnailUrlChange(images);
  if (thumbnailUrl !== undefined) body.thumbnailUrl = thumbnailUrl;

  const result = productUpdateSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const fieldErrors = firstMessages(result.error.issues);
  return Object.keys(fieldErrors).length > 0
    ? { ok: false, errors: fieldErrors }
    : {
        ok: false,
        errors: {},
        message: result.error.issues[0]?.message ?? VALIDATION_MESSAGES.nothingToUpdate,
      };
}

/** The service's answer as field messages plus a message for the whole form. */
export function serverErrors(error: unknown): { errors: FormErrors; message: string | null } {
  if (!isApiError(error)) return { errors: {}, message: null };
  if (error.status === 409 && error.serverMessage === VALIDATION_MESSAGES.productNameTaken) {
    return { errors: { name: VALIDATION_MESSAGES.productNameTaken }, message: null };
  }
  const errors: FormErrors = {};
  for (const item of error.errors) {
    const field = fieldOfPath(item.field);
    if (field && !errors[field]) errors[field] = item.message;
  }
  return { errors, message: Object.keys(errors).length > 0 ? null : error.message };
}
