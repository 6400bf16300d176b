/** Admin users and own-profile payloads (spec sections 5 and 7). */
import { z } from 'zod';
import { normalizeRole } from '../roles.js';
import { EMAIL_MAX_LENGTH, USER_SEARCH_MAX_LENGTH } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN, pagingQuery } from './common.js';

/** Role in any accepted spelling, normalised to consumer | producer | admin. */
export const roleInputSchema = z
  .string({ error: M.roleInvalid })
  .max(40, { error: M.roleInvalid })
  .transform((value, ctx) => {
    const role = normalizeRole(value);
    if (!role) {
      ctx.addIssue({ code: 'custom', message: M.roleInvalid });
      return z.NEVER;
    }
    return role;
  });

export const adminUserUpdateSchema = z
  .object({
    fullName: z
      .string({ error: M.fullNameRequired })
      .trim()
      .min(1, { error: M.fullNameRequired })
      .max(100, { error: M.fullNameTooLong })
      .optional(),
    role: roleInputSchema.optional(),
    isActive: z.boolean({ error: M.isActiveBoolean }).optional(),
    email: z
      .string({ error: M.emailFormat })
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: M.emailTooLong })
      .regex(EMAIL_PATTERN, { error: M.emailFormat })
      .optional(),
  })
  .refine(
    (body) =>
      body.fullName !== undefined ||
      body.role !== undefined ||
      body.isActive !== undefined ||
      body.email !== undefined,
    { error: M.userUpdateEmpty },
  );

export const userListQuery = pagingQuery.extend({
  role: roleInputSchema.optional(),
  status: z.enum(['active', 'inactive'], { error: M.userStatusInvalid }).optional(),
  search: z
    .string({ error: M.searchTermRequired })
    .trim()
    .min(1, { error: M.searchTermRequired })
    .max(USER_SEARCH_MAX_LENGTH, { error: M.userSearchTooLong })
    .optional(),
});

export const profileUpdateSchema = z
  .object({
    fullName: z
      .string({ error: M.fullNameRequired })
      .trim()
      .min(1, { error: M.fullNameRequired })
      .max(100, { error: M.fullNameTooLong })
      .optional(),
    phone: z
      .string({ error: M.phoneFormat })
      .trim()
      .max(30, { error: M.phoneTooLong })
      .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: M.phoneFormat })
      .optional(),
    address: z.string({ error: M.addressTooLong }).trim().max(200, { error: M.addressTooLong }).optional(),
    city: z.string({ error: M.cityTooLong }).trim().max(100, { error: M.cityTooLong }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: M.nothingToUpdate });

export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateSchema>;
export type UserListQuery = z.infer<typeof userListQuery>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
