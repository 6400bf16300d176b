/**
 * Text hygiene on every text field (docs/security.md, "Text hygiene"): walks every schema of the route table
 * (params, query, body, headers, nested objects and arrays included), finds each field that reads text, and
 * sends it NUL, a right-to-left override, a lone surrogate, only zero-width spaces and a decomposed "pitahaya".
 * Each is refused with a Spanish message (never zod's English), or, for the decomposed text, kept in NFC.
 * Passwords are the exception, on purpose: Cognito compares their bytes.
 */
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { englishWordIn, looksSpanish } from '../utils/language-check.js';
import { TEXT_VALIDATION, SHIPPING_VALIDATION } from '../messages/validation.js';
import { validate } from './validation.js';
import {
  changePasswordSchema,
  loginSchema,
  passwordSchema,
  resetPasswordSchema,
  signupSchema,
} from './auth/schemas.js';
import { checkoutSchema } from './orders/schemas.js';
import { productCreateSchema } from './products/schemas.js';
import { contactSchema } from './notifications/schemas.js';
import { loadRouteInputs } from './route-inputs.js';

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })._zod?.def;

/** The schemas a field's schema wraps (optional, default, nullable, both sides of a pipe). */
function wrapped(schema: z.ZodMiniType): z.ZodMiniType[] {
  const def = defOf(schema);
  if (!def) return [];
  if (['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly'].includes(def.type))
    return def.innerType ? [def.innerType] : [];
  if (def.type === 'pipe') return [def.in, def.out].filter((s): s is z.ZodMiniType => !!s);
  return [];
}

/** Whether the field reads text (a string schema under its wrappers, not inside an object or array). */
function readsText(schema: z.ZodMiniType): boolean {
  return defOf(schema)?.type === 'string' || wrapped(schema).some(readsText);
}

interface TextField {
  path: string;
  schema: z.ZodMiniType;
}

/** Every text field under `schema` (object shapes and array elements, through wrappers). */
function textFields(schema: z.ZodMiniType, path: string): TextField[] {
  if (path !== '' && readsText(schema)) return [{ path, schema }];
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) =>
      textFields(field, path ? `${path}.${key}` : key),
    );
  if (def.type === 'array' && def.element) return textFields(def.element, `${path}[]`);
  return wrapped(schema).flatMap((inner) => textFields(inner, path));
}

/** Passwords: compared byte for byte by Cognito, left out of text hygiene on purpose. */
const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

const ROUTE_INPUTS = await loadRouteInputs();
const FIELDS = Object.entries(ROUTE_INPUTS).flatMap(([routeId, inputs]) =>
  (['params', 'query', 'body', 'headers'] as const).flatMap((part) => {
    const validator = inputs[part];
    if (!validator) return [];
    return textFields(validator.schema, '').map((field) => ({
      name: `${routeId} ${part} ${field.path}`,
      ...field,
    }));
  }),
);
const TEXT_FIELDS = FIELDS.filter((field) => !PASSWORD_FIELDS.has(field.path));

const DECOMPOSED = 'Pitaha\u0301ya roja de Espan\u0303a';

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] | null {
  const result = validate(schema, value);
  if (result.ok) return null;
  return [result.failure.message, ...result.failure.errors.map((error) => error.message)];
}

function expectSpanish(messages: string[]): void {
  for (const message of messages) {
    expect(englishWordIn(message), message).toBeNull();
    expect(looksSpanish(message), message).toBe(true);
  }
}

describe('text hygiene on every text field', () => {
  it('finds the text fields of every contract, nested ones included', () => {
    const names = FIELDS.map((field) => field.name);
    expect(TEXT_FIELDS.length).toBeGreaterThan(60);
    for (const expected of [
      'auth.signup body fullName',
      'orders.checkout body shippingInfo.fullName',
      'orders.checkout body shippingInfo.notes',
      'orders.checkout body billing.name',
      'orders.checkout body pickupFrom[]',
      'orders.checkout headers idempotency-key',
      'products.create body name',
      'products.create body imageTypes[].filename',
      'products.update body keepImageUrls[]',
      'profile.update body fiscal.legalName',
      'profile.update body payoutAccount.holder',
      'notifications.contact body message',
      'users.list query filter',
    ])
      expect(names).toContain(expected);
  });

  it.each(TEXT_FIELDS)('$name', ({ schema }) => {
    for (const value of ['Pita\u0000haya', 'Pitahaya \u202Eajor', 'Pitahaya \uD800']) {
      const messages = messagesOf(schema, value);
      expect(messages, JSON.stringify(value)).not.toBeNull();
      expect(messages?.[0]).toBe(TEXT_VALIDATION.forbiddenCharacters);
      expectSpanish(messages ?? []);
    }

    const invisible = messagesOf(schema, '\u200B\u200B');
    expect(invisible, 'only zero-width spaces').not.toBeNull();
    expectSpanish(invisible ?? []);

    const result = validate(schema, DECOMPOSED);
    if (result.ok) {
      const output: unknown = result.value;
      if (typeof output === 'string') {
        expect(output).toBe(output.normalize('NFC'));
        expect(output).not.toContain('\u0301');
      }
    } else {
      expectSpanish([result.failure.message, ...result.failure.errors.map((error) => error.message)]);
    }
  });

  it('covers every text field but the passwords, which stay byte for byte', () => {
    expect(FIELDS.filter((field) => PASSWORD_FIELDS.has(field.path)).map((field) => field.name)).toEqual([
      'auth.login body password',
      'auth.signup body password',
      'auth.resetPassword body newPassword',
      'auth.changePassword body currentPassword',
      'auth.changePassword body newPassword',
      // Issue 31: the password confirming an account's deletion.
      'profile.deleteAccount body password',
    ]);
    const password = 'Contrasen\u0303a1!';
    expect(validate(passwordSchema, password)).toEqual({ ok: true, value: password });
    const login = validate(loginSchema, { username: 'ana@pitahaya.test', password });
    expect(login.ok && login.value.password).toBe(password);
    const reset = validate(resetPasswordSchema, {
      username: 'ana@pitahaya.test',
      confirmationCode: '123456',
      newPassword: password,
    });
    expect(reset.ok && reset.value.newPassword).toBe(password);
    const change = validate(changePasswordSchema, { currentPassword: password, newPassword: password });
    expect(change.ok && [change.value.currentPassword, change.value.newPassword]).toEqual([
      password,
      password,
    ]);
  });
});

describe('the original messages stay for what they cover', () => {
  const shipping = { fullName: 'Ana', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28001' };

  it('a name of only zero-width spaces is blank: the field says it is required', () => {
    const checkout = validate(checkoutSchema, { shippingInfo: { ...shipping, fullName: '\u200B\u200B' } });
    expect(checkout.ok ? null : checkout.failure.message).toBe(SHIPPING_VALIDATION.fullNameRequired);
    const signup = validate(signupSchema, {
      username: 'ana@pitahaya.test',
      password: 'Cliente123!',
      fullName: '\u200B\u2060\uFEFF',
    });
    expect(signup.ok ? null : signup.failure.message).toBe('Nombre completo es requerido');
    const contact = validate(contactSchema, {
      name: '\u0301',
      email: 'ana@pitahaya.test',
      subject: 'Hola',
      message: 'Texto',
    });
    expect(contact.ok ? null : contact.failure.message).toBe('El nombre es requerido');
  });

  it('optional text of only invisible characters is refused, never taken as blank', () => {
    const checkout = validate(checkoutSchema, { shippingInfo: { ...shipping, notes: '\u200B' } });
    expect(checkout.ok ? null : checkout.failure.errors).toEqual([
      { field: 'shippingInfo.notes', message: TEXT_VALIDATION.invisibleOnly },
    ]);
  });

  it('multi-line fields keep line feeds and tabs; single-line fields refuse them', () => {
    const notes = validate(checkoutSchema, {
      shippingInfo: { ...shipping, notes: 'Portal 2\r\n\tTimbre 3' },
    });
    expect(notes.ok && notes.value.shippingInfo.notes).toBe('Portal 2\n\tTimbre 3');
    const city = validate(checkoutSchema, { shippingInfo: { ...shipping, city: 'Mad\nrid' } });
    expect(city.ok ? null : city.failure.errors).toEqual([
      { field: 'shippingInfo.city', message: TEXT_VALIDATION.forbiddenCharacters },
    ]);
  });

  it('keeps text in NFC: a decomposed product name is stored composed', () => {
    const created = validate(productCreateSchema, {
      name: 'Pitaha\u0301ya roja',
      price: 5,
      imageTypes: [{ filename: 'a.webp', contentType: 'image/webp', isThumb: true }],
    });
    expect(created.ok && created.value.name).toBe('Pitaháya roja');
  });
});
