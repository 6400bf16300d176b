/** The caller's own profile: what PUT /v1/users/profile takes. */
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '../../messages/validation.js';
import { PHONE_PATTERN, optionalBoundedText, optionalName } from '../fields.js';

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
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: M.nothingToUpdate,
    }),
  );

export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
