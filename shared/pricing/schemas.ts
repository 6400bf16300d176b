/**
 * What the pricing extensions take: a farm's fiscal data and shipping terms (profile), the buyer's billing
 * details and pickups (checkout), the shop's shipping settings (payment settings), a product's IVA rate.
 */
import * as z from 'zod/mini';
import { PRICING_MESSAGES as M } from '../messages/pricing.js';
import { ID_MAX_LENGTH, ID_PATTERN } from '../constants.js';
import { requiredText } from '../contracts/fields.js';
import { TAX_RATES } from './tax-rates.js';
import { isValidTaxId, normalizeTaxId } from './tax-id.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from './shipping.js';

export const LEGAL_NAME_MAX = 150;
export const FISCAL_ADDRESS_MAX = 250;
export const PICKUP_HOURS_MAX = 150;
/** Farms a checkout may name for pickup (a cart holds far fewer). */
export const PICKUP_FARMS_MAX = 50;

/** An IVA rate: 4, 10 or 21. */
export const taxRateSchema = z.union([z.literal(4), z.literal(10), z.literal(21)], {
  error: M.taxRateInvalid,
});
export const TAX_RATE_VALUES = TAX_RATES;

/** A Spanish tax id (NIF, NIE or CIF) with its control character, answered normalised. */
const taxIdField = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(z.maxLength(20, { error: message, abort: true }), z.refine(isValidTaxId, { error: message })),
    z.transform(normalizeTaxId),
  );

/** Euros with at most two decimals within [0, max]. */
const euros = (message: string, max: number) =>
  z
    .number({ error: message })
    .check(
      z.gte(0, { error: message }),
      z.lte(max, { error: message }),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message }),
    );

export const fiscalSchema = z.object(
  {
    legalName: requiredText(M.fiscalLegalNameRequired, LEGAL_NAME_MAX, M.fiscalLegalNameTooLong),
    nif: taxIdField(M.fiscalNifInvalid),
    address: requiredText(M.fiscalAddressRequired, FISCAL_ADDRESS_MAX, M.fiscalAddressTooLong),
  },
  { error: M.fiscalInvalid },
);

export const pickupPointSchema = z.object(
  {
    address: requiredText(M.pickupAddressRequired, FISCAL_ADDRESS_MAX, M.pickupAddressTooLong),
    hours: requiredText(M.pickupHoursRequired, PICKUP_HOURS_MAX, M.pickupHoursTooLong),
  },
  { error: M.pickupInvalid },
);

/** A farm's shipping terms: a flat fee, free from an amount (null: never), pickup (null: none). */
export const shippingTermsSchema = z.object(
  {
    flatFee: euros(M.shippingFeeInvalid(SHIPPING_FEE_MAX), SHIPPING_FEE_MAX),
    freeFrom: z._default(z.nullable(euros(M.freeFromInvalid(FREE_SHIPPING_MAX), FREE_SHIPPING_MAX)), null),
    pickup: z._default(z.nullable(pickupPointSchema), null),
  },
  { error: M.shippingInvalid },
);

/** The shop's shipping settings (optional in PUT /v1/payments/settings). */
export const shopShippingSchema = z.object(
  {
    flatFee: euros(M.shippingFeeInvalid(SHIPPING_FEE_MAX), SHIPPING_FEE_MAX),
    freeFrom: z._default(z.nullable(euros(M.freeFromInvalid(FREE_SHIPPING_MAX), FREE_SHIPPING_MAX)), null),
    remoteZonesEnabled: z._default(z.boolean({ error: M.remoteZonesInvalid }), false),
  },
  { error: M.shippingInvalid },
);

/** The buyer's details for a complete invoice (checkout, optional). */
export const billingSchema = z.object(
  {
    nif: taxIdField(M.billingNifInvalid),
    name: requiredText(M.billingNameRequired, LEGAL_NAME_MAX, M.billingNameTooLong),
    address: z.optional(
      z
        .string({ error: M.billingAddressTooLong })
        .check(z.trim(), z.maxLength(FISCAL_ADDRESS_MAX, { error: M.billingAddressTooLong })),
    ),
  },
  { error: M.billingInvalid },
);

/** The farms (producer ids) whose lines the buyer collects at the farm (checkout, optional). */
export const pickupFromSchema = z
  .array(
    z
      .string({ error: M.pickupFromInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: M.pickupFromInvalid }),
        z.maxLength(ID_MAX_LENGTH, { error: M.pickupFromInvalid }),
        z.regex(ID_PATTERN, { error: M.pickupFromInvalid }),
      ),
    { error: M.pickupFromInvalid },
  )
  .check(z.maxLength(PICKUP_FARMS_MAX, { error: M.pickupFromInvalid }));
