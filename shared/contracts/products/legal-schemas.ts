/**
 * A product's legal facts as the products API takes them (docs/legal.md): `withdrawal`, `foodInfo` and
 * `botanicalName` on create and update (null clears the last two on update).
 */
import * as z from 'zod/mini';
import {
  ALLERGENS,
  BOTANICAL_NAME_MAX,
  FOOD_INGREDIENTS_MAX,
  FOOD_NET_QUANTITY_MAX,
  FOOD_STORAGE_MAX,
  WITHDRAWAL_CLASSES,
} from '../../constants/legal-facts.js';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../messages/legal.js';
import { orderedAllergens } from '../../rules/product-legal.js';
import { requiredText, text } from '../fields.js';

export const withdrawalSchema = z.enum(WITHDRAWAL_CLASSES, { error: M.withdrawalInvalid });

const allergens = z
  .array(z.enum(ALLERGENS, { error: M.allergenUnknown }), { error: M.allergensInvalid })
  .check(
    z.maxLength(ALLERGENS.length, { error: M.allergenRepeated }),
    z.refine((list) => new Set(list).size === list.length, { error: M.allergenRepeated }),
  );

export const foodInfoSchema = z.pipe(
  z.object(
    {
      ingredients: requiredText(
        M.ingredientsRequired,
        FOOD_INGREDIENTS_MAX,
        M.ingredientsTooLong(FOOD_INGREDIENTS_MAX),
        { multiline: true },
      ),
      allergens,
      netQuantity: requiredText(
        M.netQuantityRequired,
        FOOD_NET_QUANTITY_MAX,
        M.netQuantityTooLong(FOOD_NET_QUANTITY_MAX),
      ),
      storage: z.optional(
        text(M.storageTooLong(FOOD_STORAGE_MAX), { multiline: true }).check(
          z.maxLength(FOOD_STORAGE_MAX, { error: M.storageTooLong(FOOD_STORAGE_MAX) }),
        ),
      ),
    },
    { error: M.foodInfoInvalid },
  ),
  z.transform((food) => ({
    ingredients: food.ingredients,
    allergens: orderedAllergens(food.allergens),
    netQuantity: food.netQuantity,
    ...(food.storage ? { storage: food.storage } : {}),
  })),
);

export const botanicalNameSchema = text(M.botanicalNameInvalid(BOTANICAL_NAME_MAX), {
  invisible: 'blank',
}).check(
  z.minLength(3, { error: M.botanicalNameInvalid(BOTANICAL_NAME_MAX) }),
  z.maxLength(BOTANICAL_NAME_MAX, { error: M.botanicalNameInvalid(BOTANICAL_NAME_MAX) }),
);
