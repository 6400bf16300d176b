/** The caller's own profile: what PUT /v1/users/profile takes (a farm's payout account too). */
import * as z from 'zod/mini';
import { PROFILE_MESSAGES as PM } from '../../messages/user.js';
import { VALIDATION_MESSAGES as M } from '../../messages/validation.js';
import { PHONE_PATTERN, bankAccountObject, optionalBoundedText, optionalName } from '../fields.js';

/** A farm's account for its payouts by bank transfer: `{ iban, holder }` (IBAN in electronic form). */
const payoutAccountSchema = bankAccountObject({
  account: PM.payoutAccountInvalid,
  iban: PM.payoutIbanInvalid,
  holderRequired: PM.payoutHolderRequired,
  holderTooLong: PM.payoutHolderTooLong,
});

export const profileUpdateSchema = z
  .object({
    fullName: optionalName(M.fullNameRequired, 100, M.fullNameTooLong),
    phone: z.optional(
      z.string({ error: M.phoneFormat }).check(
        z.trim(),
        z.maxLength(30, { error: M.phoneTooLong }),
        z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: M.phoneFormat }),
      ),
    ),
    address: optionalBoundedText(200, M.addressTooLong),
    city: optionalBoundedText(100, M.cityTooLong),
    /** Producers only (the service refuses it for other roles): the account, or null to remove it. */
    payoutAccount: z.optional(z.nullable(payoutAccountSchema)),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: M.nothingToUpdate,
    }),
  );

export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
