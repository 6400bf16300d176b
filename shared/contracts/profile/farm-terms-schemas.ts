/**
 * What a farm's profile takes (its fiscal data and shipping terms) and the shop's shipping settings (payment
 * settings).
 */
import * as z from 'zod/mini';
import { FARM_TERMS_MESSAGES as M } from '../../messages/pricing.js';
import { requiredText } from '../fields.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from '../../rules/pricing/shipping.js';
import { FISCAL_ADDRESS_MAX, LEGAL_NAME_MAX, PICKUP_HOURS_MAX, taxIdField } from '../pricing-fields.js';

/** Euros with at most two decimals within [0, max]. */
const euros = (message: string, max: number) =>
  z.number({ error: message }).check(
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
