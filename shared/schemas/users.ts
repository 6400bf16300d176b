/** Admin users and own-profile payloads (spec sections 5 and 7). */
import { z } from 'zod';
import { normalizeRole } from '../roles.js';
import {
  ADMIN_USERS_FIRST_LOAD_LIMIT,
  EMAIL_MAX_LENGTH,
  PAGE_MAX_LIMIT,
  USER_ATTRIBUTES_MAX_LENGTH,
  USER_FILTER_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '../constants.js';
import type { User } from '../entities.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { USER_FILTER_ERRORS, parseUserFilter, type UserFilter } from '../user-filter.js';
import { EMAIL_PATTERN, PHONE_PATTERN, limitSchema, pageTokenSchema } from './common.js';

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

/**
 * The fields a users list may be narrowed to (`attributesToGet`, comma-separated): the User entity's names, or
 * Cognito's names for the same data (sub, name, custom:role, status). `id` is always answered.
 */
export const USER_LIST_ATTRIBUTES: Readonly<Record<string, keyof User>> = {
  id: 'id',
  sub: 'id',
  email: 'email',
  role: 'role',
  'custom:role': 'role',
  fullName: 'fullName',
  name: 'fullName',
  username: 'username',
  isActive: 'isActive',
  status: 'isActive',
  createdAt: 'createdAt',
  lastLogin: 'lastLogin',
  productsCount: 'productsCount',
  totalEarned: 'totalEarned',
  ordersCount: 'ordersCount',
};

/** Query text: an empty value counts as not given. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: message }).max(max, { error: message }).optional(),
  );

/**
 * GET /v1/users (spec section 7: limit, paginationToken, filter, attributesToGet; plus search, and ours: role,
 * status and nextToken as another name of paginationToken). Any invalid parameter is a 400 'Parámetros de
 * solicitud inválidos' (route-validators.ts) with the reason as the field error.
 */
export const userListQuery = z.object({
  limit: limitSchema(PAGE_MAX_LIMIT, ADMIN_USERS_FIRST_LOAD_LIMIT),
  paginationToken: pageTokenSchema,
  nextToken: pageTokenSchema,
  filter: optionalText(USER_FILTER_MAX_LENGTH, USER_FILTER_ERRORS.tooLong).transform((text, ctx) => {
    if (text === undefined) return {} as UserFilter;
    const parsed = parseUserFilter(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.filter;
  }),
  attributesToGet: optionalText(USER_ATTRIBUTES_MAX_LENGTH, M.userAttributesInvalid).transform(
    (text, ctx) => {
      if (text === undefined) return undefined;
      const names = text.split(',').map((name) => name.trim());
      const fields = names.map((name) => USER_LIST_ATTRIBUTES[name]);
      if (fields.some((field) => field === undefined)) {
        ctx.addIssue({ code: 'custom', message: M.userAttributesInvalid });
        return z.NEVER;
      }
      return [...new Set(['id', ...fields])] as (keyof User)[];
    },
  ),
  role: z.preprocess((value) => (value === '' ? undefined : value), roleInputSchema.optional()),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['active', 'inactive'], { error: M.userStatusInvalid }).optional(),
  ),
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
export type UserListQuery = z.output<typeof userListQuery>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
