/**
 * The product form's legal facts (docs/legal.md): the withdrawal right, the food information of an elaborado
 * and a plant's botanical name, as typed and as the products API takes them. The same rules as the service's
 * (shared/rules/product-legal.ts, the shared schemas): an elaborado needs ingredients and net quantity, a plant
 * its botanical name.
 */
import type { Allergen, WithdrawalClass } from '../../../../shared/constants/legal.js';
import type { ProductCategory } from '../../../../shared/constants/product-attributes.js';
import { botanicalNameSchema, foodInfoSchema } from '../../../../shared/contracts/products/legal-schemas.js';
import type { FoodInfo, Product } from '../../../../shared/contracts/products/entities.js';
import type {
  ProductCreateRequest,
  ProductUpdateRequest,
} from '../../../../shared/contracts/products/schemas.js';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../../../shared/messages/legal.js';
import { defaultWithdrawal, orderedAllergens, withdrawalOf } from '../../../../shared/rules/product-legal.js';

export interface LegalFormValues {
  /** null: the category's default until the farm chooses (fresh fruit: perishable). */
  withdrawal: WithdrawalClass | null;
  ingredients: string;
  allergens: Allergen[];
  netQuantity: string;
  storage: string;
  botanicalName: string;
}

export const LEGAL_FIELDS = [
  'withdrawal',
  'ingredients',
  'allergens',
  'netQuantity',
  'storage',
  'botanicalName',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];
export type LegalErrors = Partial<Record<LegalField, string>>;

export function legalValuesOf(product?: Product): LegalFormValues {
  return {
    withdrawal: product ? withdrawalOf(product) : null,
    ingredients: product?.foodInfo?.ingredients ?? '',
    allergens: product?.foodInfo?.allergens ?? [],
    netQuantity: product?.foodInfo?.netQuantity ?? '',
    storage: product?.foodInfo?.storage ?? '',
    botanicalName: product?.botanicalName ?? '',
  };
}

/** The withdrawal right the form shows: the farm's choice, else the category's default. */
export const shownWithdrawal = (values: LegalFormValues, category: string): WithdrawalClass =>
  values.withdrawal ?? defaultWithdrawal((category || undefined) as ProductCategory | undefined);

const hasFood = (values: LegalFormValues) =>
  values.ingredients.trim() !== '' ||
  values.netQuantity.trim() !== '' ||
  values.storage.trim() !== '' ||
  values.allergens.length > 0;

const FOOD_FIELD: Record<string, LegalField> = {
  ingredients: 'ingredients',
  allergens: 'allergens',
  netQuantity: 'netQuantity',
  storage: 'storage',
};

type LegalBody = Pick<ProductUpdateRequest, 'withdrawal' | 'foodInfo' | 'botanicalName'>;
export type LegalBuild = { ok: true; fields: LegalBody } | { ok: false; errors: LegalErrors };

/** The food information and botanical name as the API takes them, or the fields' messages. */
function checked(
  values: LegalFormValues,
  category: string,
): { food: FoodInfo | null; name: string | null; errors: LegalErrors } {
  const errors: LegalErrors = {};
  let food: FoodInfo | null = null;
  if (category === 'elaborados' || hasFood(values)) {
    const result = foodInfoSchema.safeParse({
      ingredients: values.ingredients,
      allergens: orderedAllergens(values.allergens),
      netQuantity: values.netQuantity,
      ...(values.storage.trim() ? { storage: values.storage } : {}),
    });
    if (result.success) food = result.data;
    else
      for (const issue of result.error.issues) {
        const field = FOOD_FIELD[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = issue.message;
      }
  }
  let name: string | null = null;
  if (values.botanicalName.trim() !== '') {
    const result = botanicalNameSchema.safeParse(values.botanicalName);
    if (result.success) name = result.data;
    else errors.botanicalName = result.error.issues[0]?.message ?? M.botanicalNameInvalid(100);
  } else if (category === 'plantas-esquejes') errors.botanicalName = M.botanicalNameNeeded;
  return { food, name, errors };
}

/** What a new product sends: its withdrawal right always, its food information and botanical name when given. */
export function legalCreateFields(values: LegalFormValues, category: string): LegalBuild {
  const { food, name, errors } = checked(values, category);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields: Partial<ProductCreateRequest> = {
    withdrawal: shownWithdrawal(values, category),
    ...(food ? { foodInfo: food } : {}),
    ...(name ? { botanicalName: name } : {}),
  };
  return { ok: true, fields };
}

/** What an edit sends: only what changed (null clears the food information or the botanical name). */
export function legalUpdateFields(values: LegalFormValues, category: string, product: Product): LegalBuild {
  const { food, name, errors } = checked(values, category);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields: LegalBody = {};
  const withdrawal = shownWithdrawal(values, category);
  if (withdrawal !== withdrawalOf(product)) fields.withdrawal = withdrawal;
  if (JSON.stringify(food) !== JSON.stringify(product.foodInfo ?? null)) fields.foodInfo = food;
  if ((name ?? null) !== (product.botanicalName ?? null)) fields.botanicalName = name;
  return { ok: true, fields };
}
