/**
 * Limits, the tax id field and the euros field of the pricing schemas (checkout, a farm's profile, the shop's
 * shipping settings).
 */
import * as z from 'zod/mini';
import { text } from './fields.js';
import { isValidTaxId, normalizeTaxId } from '../rules/pricing/tax-id.js';

export const LEGAL_NAME_MAX = 150;
export const FISCAL_ADDRESS_MAX = 250;
export const PICKUP_HOURS_MAX = 150;
/** Farms a checkout may name for pickup (a cart holds far fewer). */
export const PICKUP_FARMS_MAX = 50;

/** A Spanish tax id (NIF, NIE or CIF) with its control character, answered normalised. */
export const taxIdField = (message: string) =>
  z.pipe(
    text(message).check(
      z.maxLength(20, { error: message, abort: true }),
      z.refine(isValidTaxId, { error: message }),
    ),
    z.transform(normalizeTaxId),
  );

/** Euros with at most two decimals within [0, max]. */
export const euros = (message: string, max: number) =>
  z.number({ error: message }).check(
    z.gte(0, { error: message }),
    z.lte(max, { error: message }),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message }),
  );
