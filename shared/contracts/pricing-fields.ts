/** Limits and the tax id field of the pricing schemas (checkout and a farm's profile). */
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
