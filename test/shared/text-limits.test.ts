/**
 * The forms' counters (TEXT_LIMITS) and the schemas the services validate with must agree: a text the form
 * lets through at its limit is accepted by the service, one character more is refused by both.
 */
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { TEXT_LIMITS, type TextLimitName } from '../../shared/constants/text-limits.js';
import { signupSchema } from '../../shared/contracts/auth/schemas.js';
import { contactSchema } from '../../shared/contracts/notifications/schemas.js';
import { productCreateSchema, productUpdateSchema } from '../../shared/contracts/products/schemas.js';
import { profileUpdateSchema } from '../../shared/contracts/profile/schemas.js';

const product = {
  name: 'Pitahaya',
  price: 4,
  imageTypes: [{ filename: 'a.webp', contentType: 'image/webp', isThumb: true, size: 10 }],
};
const contact = { name: 'Ana', email: 'ana@example.es', subject: 'Hola', message: 'Hola' };
const signup = { username: 'ana@example.es', password: 'Pitahaya123!', fullName: 'Ana' };

/** Each limit: the schemas that must accept `max` characters and refuse `max + 1`, and the body to put it in. */
const CASES: Record<TextLimitName, [ZodMiniType, (text: string) => unknown][]> = {
  productName: [
    [productCreateSchema, (name) => ({ ...product, name })],
    [productUpdateSchema, (name) => ({ name })],
  ],
  productDescription: [
    [productCreateSchema, (shortDescription) => ({ ...product, shortDescription })],
    [productUpdateSchema, (shortDescription) => ({ shortDescription })],
  ],
  productUnit: [
    [productCreateSchema, (unit) => ({ ...product, unit })],
    [productUpdateSchema, (unit) => ({ unit })],
  ],
  fullName: [
    [profileUpdateSchema, (fullName) => ({ fullName })],
    [signupSchema, (fullName) => ({ ...signup, fullName })],
  ],
  phone: [[profileUpdateSchema, (phone) => ({ phone })]],
  address: [[profileUpdateSchema, (address) => ({ address })]],
  city: [[profileUpdateSchema, (city) => ({ city })]],
  contactName: [[contactSchema, (name) => ({ ...contact, name })]],
  contactSubject: [[contactSchema, (subject) => ({ ...contact, subject })]],
  contactMessage: [[contactSchema, (message) => ({ ...contact, message })]],
};

describe('TEXT_LIMITS', () => {
  it.each(Object.keys(TEXT_LIMITS) as TextLimitName[])('%s agrees with the schemas', (name) => {
    const max = TEXT_LIMITS[name];
    // Phones may only hold digits and a few signs, and 9 to 15 digits (shared/contracts/phone.ts): a Spanish
    // number padded with dashes to the length.
    const text = (length: number) =>
      name === 'phone' ? '600 123 456'.padStart(length, '-') : 'a'.repeat(length);
    for (const [schema, body] of CASES[name]) {
      expect(schema.safeParse(body(text(max))).success).toBe(true);
      expect(schema.safeParse(body(text(max + 1))).success).toBe(false);
    }
  });
});
