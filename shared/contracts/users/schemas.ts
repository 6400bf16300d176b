/** Admin users and own-profile payloads. */
import * as z from 'zod/mini';
import { normalizeRole, type Role } from '../../constants/roles.js';
import { EMAIL_MAX_LENGTH } from '../../constants/auth.js';
import { PAGE_MAX_LIMIT } from '../../constants/limits.js';
import {
  ADMIN_USERS_FIRST_LOAD_LIMIT,
  USER_ATTRIBUTES_MAX_LENGTH,
  USER_FILTER_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '../../constants/users.js';
import type { User } from './entities.js';
import {
  AUTH_VALIDATION,
  CONTACT_VALIDATION,
  SHIPPING_VALIDATION,
  USER_VALIDATION,
} from '../../messages/validation.js';
import { USER_FILTER_ERRORS, parseUserFilter, type UserFilter } from '../../rules/user-filter.js';
import {
  anyGiven,
  EMAIL_PATTERN,
  limitSchema,
  optionalName,
  pageTokenSchema,
  preprocess,
  text,
} from '../fields.js';

/** Role in any accepted spelling, normalised to consumer | producer | admin. */
export const roleInputSchema = z.pipe(
  text(USER_VALIDATION.roleInvalid).check(
    z.maxLength(40, { error: USER_VALIDATION.roleInvalid, abort: true }),
    z.refine((value) => normalizeRole(value) !== null, { error: USER_VALIDATION.roleInvalid }),
  ),
  z.transform((value: string) => normalizeRole(value) as Role),
);

export const adminUserUpdateSchema = z
  .object({
    fullName: optionalName(SHIPPING_VALIDATION.fullNameRequired, 100, USER_VALIDATION.fullNameTooLong),
    role: z.optional(roleInputSchema),
    isActive: z.optional(z.boolean({ error: USER_VALIDATION.isActiveBoolean })),
    email: z.optional(
      text(CONTACT_VALIDATION.emailFormat).check(
        z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_VALIDATION.emailTooLong }),
        z.regex(EMAIL_PATTERN, { error: CONTACT_VALIDATION.emailFormat }),
      ),
    ),
  })
  .check(
    z.refine((body) => anyGiven(body, ['fullName', 'role', 'isActive', 'email']), {
      error: USER_VALIDATION.userUpdateEmpty,
    }),
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

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Query text: an empty value counts as not given; `checks` run on the text only when given. */
const optionalQueryText = (max: number, message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  preprocess(
    emptyAsMissing,
    z.optional(
      text(message, { trim: false }).check(z.maxLength(max, { error: message, abort: true }), ...checks),
    ),
  );

/** The User fields named by an attributesToGet text (undefined for a name that is none of them). */
const attributeFields = (text: string): (keyof User | undefined)[] =>
  text.split(',').map((name) => USER_LIST_ATTRIBUTES[name.trim()]);

/** `filter`: the original API's filter expression (shared/rules/user-filter.ts), refused with its own Spanish reason. */
const userFilterQuery = z.pipe(
  optionalQueryText(
    USER_FILTER_MAX_LENGTH,
    USER_FILTER_ERRORS.tooLong,
    z.superRefine((text: string, ctx) => {
      const parsed = parseUserFilter(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, input: text });
    }),
  ),
  z.transform((text: string | undefined): UserFilter => {
    if (text === undefined) return {} as UserFilter;
    const parsed = parseUserFilter(text);
    return parsed.ok ? parsed.filter : ({} as UserFilter);
  }),
);

/** `attributesToGet`: the fields to answer, `id` always among them. */
const attributesQuery = z.pipe(
  optionalQueryText(
    USER_ATTRIBUTES_MAX_LENGTH,
    USER_VALIDATION.userAttributesInvalid,
    z.refine((text: string) => attributeFields(text).every((field) => field !== undefined), {
      error: USER_VALIDATION.userAttributesInvalid,
    }),
  ),
  z.transform((text: string | undefined) =>
    text === undefined ? undefined : ([...new Set(['id', ...attributeFields(text)])] as (keyof User)[]),
  ),
);

/**
 * GET /v1/users (the contract's limit, paginationToken, filter, attributesToGet; plus search, and ours: role,
 * status and nextToken as another name of paginationToken). Any invalid parameter is a 400 'Parámetros de
 * solicitud inválidos' (the users contract) with the reason as the field error.
 */
export const userListQuery = z.object({
  limit: limitSchema(PAGE_MAX_LIMIT, ADMIN_USERS_FIRST_LOAD_LIMIT),
  paginationToken: pageTokenSchema,
  nextToken: pageTokenSchema,
  filter: userFilterQuery,
  attributesToGet: attributesQuery,
  role: preprocess(emptyAsMissing, z.optional(roleInputSchema)),
  status: preprocess(
    emptyAsMissing,
    z.optional(z.enum(['active', 'inactive'], { error: USER_VALIDATION.userStatusInvalid })),
  ),
  search: optionalName(
    USER_VALIDATION.searchTermRequired,
    USER_SEARCH_MAX_LENGTH,
    USER_VALIDATION.userSearchTooLong,
  ),
});

export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateSchema>;
export type UserListQuery = z.output<typeof userListQuery>;
