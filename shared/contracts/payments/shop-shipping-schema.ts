/**
 * The shop's shipping settings as the payments contract takes them (docs/payments.md): apart from a farm's terms
 * (profile/farm-terms-schemas.ts), which the payments function does not need.
 */
import * as z from 'zod/mini';
import { FARM_TERMS_MESSAGES as M } from '../../messages/pricing.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from '../../rules/pricing/shipping.js';
import { euros } from '../pricing-fields.js';

/** The shop's shipping settings (optional in PUT /v1/payments/settings). */
export const shopShippingSchema = z.object(
  {
    flatFee: euros(M.shippingFeeInvalid(SHIPPING_FEE_MAX), SHIPPING_FEE_MAX),
    freeFrom: z._default(z.nullable(euros(M.freeFromInvalid(FREE_SHIPPING_MAX), FREE_SHIPPING_MAX)), null),
    remoteZonesEnabled: z._default(z.boolean({ error: M.remoteZonesInvalid }), false),
  },
  { error: M.shippingInvalid },
);
