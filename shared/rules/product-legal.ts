/**
 * A product's legal facts (docs/legal.md), pure: its withdrawal right (TRLGDCU art. 103), whether it may be
 * active (food information for `elaborados`, Reg. (EU) 1169/2011; the plant passport's data for
 * `plantas-esquejes`, Reg. (EU) 2016/2031) and its plant passport. One rule for the service, the screens and the
 * checkout.
 */
import {
  ALLERGENS,
  isAllergen,
  isWithdrawalClass,
  type Allergen,
  type WithdrawalClass,
} from '../constants/legal-facts.js';
import type { ProductCategory } from '../constants/product-attributes.js';
import type { FoodInfo, PlantPassport } from '../contracts/products/entities.js';
import { PRODUCT_LEGAL_MESSAGES as M } from '../messages/legal.js';

/**
 * The withdrawal right a product has until its farm says otherwise: fresh fruit deteriorates rapidly (art.
 * 103.d); everything else keeps the right, processed food and plants included (docs/legal.md: where the law
 * is open, the consumer keeps the right).
 */
export const defaultWithdrawal = (category: ProductCategory | undefined): WithdrawalClass =>
  category === 'fruta-fresca' ? 'perishable' : 'allowed';

/** A product's withdrawal right: the one stored, else its category's default. */
export const withdrawalOf = (product: {
  withdrawal?: unknown;
  category?: ProductCategory;
}): WithdrawalClass =>
  isWithdrawalClass(product.withdrawal) ? product.withdrawal : defaultWithdrawal(product.category);

/**
 * An order line's withdrawal right: exempt only when the checkout showed the consumer that exemption (`shown`,
 * the cart line's) and the product still has one at checkout; otherwise the consumer keeps the right (a
 * consumer not told of an exemption keeps it: TRLGDCU arts. 97.1.i and 103). Lines ordered before issue 31
 * have none stored and read as `allowed` the same way.
 */
export const lineWithdrawal = (shown: unknown, current: WithdrawalClass): WithdrawalClass =>
  isWithdrawalClass(shown) && shown !== 'allowed' && current !== 'allowed' ? shown : 'allowed';

/** The allergens in the annex's order, each once (what is stored and shown). */
export const orderedAllergens = (allergens: readonly string[]): Allergen[] =>
  ALLERGENS.filter((allergen) => allergens.includes(allergen));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Stored food information, or null when there is none. */
export function toFoodInfo(value: unknown): FoodInfo | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const ingredients = text(stored.ingredients);
  const netQuantity = text(stored.netQuantity);
  const storage = text(stored.storage);
  const allergens = Array.isArray(stored.allergens) ? stored.allergens.filter(isAllergen) : [];
  if (!ingredients && !netQuantity && allergens.length === 0 && !storage) return null;
  return {
    ingredients,
    allergens: orderedAllergens(allergens),
    netQuantity,
    ...(storage ? { storage } : {}),
  };
}

/** What a product must have to be active. */
export interface ActivationFacts {
  category?: ProductCategory;
  foodInfo?: FoodInfo | null;
  botanicalName?: string | null;
}

/**
 * Why a product cannot be active, or null when it can: an `elaborados` product without its ingredients and net
 * quantity; a plant without its botanical name, or whose farm has no professional operator number.
 */
export function activationProblem(
  product: ActivationFacts,
  plantOperatorNumber: string | null | undefined,
): { field: string; message: string } | null {
  if (product.category === 'elaborados') {
    const food = product.foodInfo;
    if (!food || !text(food.ingredients) || !text(food.netQuantity))
      return { field: 'foodInfo', message: M.foodInfoNeeded };
  }
  if (product.category === 'plantas-esquejes') {
    if (!text(product.botanicalName)) return { field: 'botanicalName', message: M.botanicalNameNeeded };
    if (!text(plantOperatorNumber)) return { field: 'plantOperatorNumber', message: M.plantOperatorNeeded };
  }
  return null;
}

/** The professional operator registration number a farm keeps in its profile (its directory item), or null. */
export function plantOperatorOf(directoryItem: unknown): string | null {
  const value = (directoryItem as Record<string, unknown> | null)?.plantOperatorNumber;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The country the shop's plants come from: the farms are Spanish. */
export const PLANT_ORIGIN_COUNTRY = 'ES';

/** A plant's passport, or null when it is not a plant or its data are missing. */
export function plantPassportOf(
  product: { productId: string; category?: ProductCategory; botanicalName?: string },
  operatorNumber: string | null | undefined,
): PlantPassport | null {
  const botanicalName = text(product.botanicalName);
  const operator = text(operatorNumber);
  if (product.category !== 'plantas-esquejes' || !botanicalName || !operator) return null;
  return {
    botanicalName,
    operatorNumber: operator.toUpperCase().startsWith(PLANT_ORIGIN_COUNTRY)
      ? operator
      : `${PLANT_ORIGIN_COUNTRY}-${operator}`,
    traceabilityCode: product.productId.replace(/-/g, '').slice(0, 8).toUpperCase(),
    originCountry: PLANT_ORIGIN_COUNTRY,
  };
}
