/**
 * What a farm's profile takes: its fiscal data and shipping terms. The shop's shipping settings (payment settings)
 * are the payments contract's (payments/shop-shipping-schema.ts): the payments function takes them without these.
 */
import * as z from 'zod/mini';
import { FARM_TERMS_MESSAGES as M } from '../../messages/pricing.js';
import { requiredText } from '../fields.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from '../../rules/pricing/shipping.js';
import {
  euros,
  FISCAL_ADDRESS_MAX,
  LEGAL_NAME_MAX,
  PICKUP_HOURS_MAX,
  taxIdField,
} from '../pricing-fields.js';

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
