/** A product's IVA rate as the products endpoints take it: the number 4, 10 or 21. */
import * as z from 'zod/mini';
import { TAX_RATE_MESSAGES } from '../../messages/pricing.js';
import { isTaxRate } from './tax-rates.js';

/** An IVA rate: 4, 10 or 21 (a number; "10", 7, 4.5 or null are refused). */
export const taxRateSchema = z
  .number({ error: TAX_RATE_MESSAGES.taxRateInvalid })
  .check(z.refine(isTaxRate, { error: TAX_RATE_MESSAGES.taxRateInvalid }));
