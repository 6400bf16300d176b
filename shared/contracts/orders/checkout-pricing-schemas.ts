/** What checkout takes beyond the original API's body: the farms the buyer collects from, a complete invoice's buyer. */
import * as z from 'zod/mini';
import { CHECKOUT_PRICING_MESSAGES as M } from '../../messages/pricing.js';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../constants/limits.js';
import { optionalBoundedText, requiredText, text } from '../fields.js';
import { FISCAL_ADDRESS_MAX, LEGAL_NAME_MAX, PICKUP_FARMS_MAX, taxIdField } from '../pricing-fields.js';

/** The buyer's details for a complete invoice (checkout, optional). */
export const billingSchema = z.object(
  {
    nif: taxIdField(M.billingNifInvalid),
    name: requiredText(M.billingNameRequired, LEGAL_NAME_MAX, M.billingNameTooLong),
    address: optionalBoundedText(FISCAL_ADDRESS_MAX, M.billingAddressTooLong),
  },
  { error: M.billingInvalid },
);

/** The farms (producer ids) whose lines the buyer collects at the farm (checkout, optional). */
export const pickupFromSchema = z
  .array(
    text(M.pickupFromInvalid).check(
      z.minLength(1, { error: M.pickupFromInvalid }),
      z.maxLength(ID_MAX_LENGTH, { error: M.pickupFromInvalid }),
      z.regex(ID_PATTERN, { error: M.pickupFromInvalid }),
    ),
    { error: M.pickupFromInvalid },
  )
  .check(z.maxLength(PICKUP_FARMS_MAX, { error: M.pickupFromInvalid }));
