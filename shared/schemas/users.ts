/** Admin users and own-profile payloads (spec sections 5 and 7). */
import * as z from 'zod/mini';
import { normalizeRole, type Role } from '../roles.js';
import { EMAIL_MAX_LENGTH, USER_SEARCH_MAX_LENGTH } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN, pagingQuery } from './common.js';

/** Role in any accepted spelling, normalised to consumer | producer | admin. */
export const roleInputSchema = z.pipe(
  z.string({ error: M.roleInvalid }).check(
    z.maxLength(40, { error: M.roleInvalid, abort: true }),
    z.refine((value) => normalizeRole(value) !== null, { error: M.roleInvalid }),
  ),
  z.transform((value: string) => normalizeRole(value) as Role),
);

/** Optional trimmed text: present but blank is `blankMessage`, over `max` is `maxMessage`. */
const optionalName = (blankMessage: string, max: number, maxMessage: string) =>
  z.optional(
    z
      .string({ error: blankMessage })
      .check(z.trim(), z.minLength(1, { error: blankMessage }), z.maxLength(max, { error: maxMessage })),
  );
const optionalText = (max: number, message: string) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message })));

export const adminUserUpdateSchema = z
  .object({
    fullName: optionalName(M.fullNameRequired, 100, M.fullNameTooLong),
    role: z.optional(roleInputSchema),
    isActive: z.optional(z.boolean({ error: M.isActiveBoolean })),
    email: z.optional(
      z
        .string({ error: M.emailFormat })
        .check(
          z.trim(),
          z.maxLength(EMAIL_MAX_LENGTH, { error: M.emailTooLong }),
          z.regex(EMAIL_PATTERN, { error: M.emailFormat }),
        ),
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.fullName !== undefined ||
        body.role !== undefined ||
        body.isActive !== undefined ||
        body.email !== undefined,
      { error: M.userUpdateEmpty },
    ),
  );

export const userListQuery = z.extend(pagingQuery, {
  role: z.optional(roleInputSchema),
  status: z.optional(z.enum(['active', 'inactive'], { error: M.userStatusInvalid })),
  search: optionalName(M.searchTermRequired, USER_SEARCH_MAX_LENGTH, M.userSearchTooLong),
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
    address: optionalText(200, M.addressTooLong),
    city: optionalText(100, M.cityTooLong),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: M.nothingToUpdate,
    }),
  );

export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateSchema>;
export type UserListQuery = z.infer<typeof userListQuery>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
