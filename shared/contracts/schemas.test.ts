import { describe, expect, it } from 'vitest';
import { validate } from './validation.js';
import { signupSchema, refreshTokenSchema } from './auth/schemas.js';
import {
  cartAddItemFieldCodes,
  cartAddItemSchema,
  cartItemPath,
  cartUpdateItemSchema,
  couponFieldCodes,
  couponSchema,
} from './carts/schemas.js';
import {
  contactFieldCodes,
  contactSchema,
  contactUpdateSchema,
  isHoneypotFilled,
  notificationCreateFieldCodes,
  notificationCreateSchema,
  notificationIdPath,
  notificationListQuery,
} from './notifications/schemas.js';
import { checkoutHeaders, checkoutSchema, orderListQuery, shippingInfoSchema } from './orders/schemas.js';
import { productCreateSchema, productListQuery, productUpdateSchema } from './products/schemas.js';
import { adminUserUpdateSchema } from './users/schemas.js';

const firstError = (result: ReturnType<typeof validate>) => (result.ok ? null : result.failure);
/** The failure of validating (validate's arguments), or null when it passes. */
const failureOf = (...args: Parameters<typeof validate>) => firstError(validate(...args));

describe('contact form', () => {
  it('gives the original messages and codes for each missing field', () => {
    const failure = failureOf(
      contactSchema,
      { name: ' ', email: '', subject: '', message: '' },
      contactFieldCodes,
    );
    expect(failure?.code).toBe('INVALID_NAME');
    expect(failure?.message).toBe('El nombre es requerido');
    expect(failure?.errors.map((e) => e.message)).toEqual([
      'El nombre es requerido',
      'El email es requerido',
      'El asunto es requerido',
      'El mensaje es requerido',
    ]);
  });

  it('rejects a malformed e-mail with the original message and code', () => {
    const failure = failureOf(
      contactSchema,
      { name: 'Ana', email: 'ana@', subject: 'Hola', message: 'Texto' },
      contactFieldCodes,
    );
    expect(failure).toMatchObject({
      code: 'INVALID_EMAIL_FORMAT',
      message: 'El formato del email no es válido',
    });
    expect(
      failureOf(contactSchema, { name: 'Ana', email: ' ', subject: 'a', message: 'b' }, contactFieldCodes),
    ).toMatchObject({ code: 'INVALID_EMAIL', message: 'El email es requerido' });
  });

  it('bounds every text and accepts the honeypot field without judging it', () => {
    const ok = { name: 'Ana', email: 'ana@pitahaya.test', subject: 'Hola', message: 'Texto' };
    expect(failureOf(contactSchema, { ...ok, name: 'x'.repeat(101) }, contactFieldCodes)?.code).toBe(
      'INVALID_NAME',
    );
    expect(failureOf(contactSchema, { ...ok, subject: 'x'.repeat(201) })).not.toBeNull();
    expect(failureOf(contactSchema, { ...ok, message: 'x'.repeat(5001) })).not.toBeNull();
    expect(validate(contactSchema, { ...ok, website: 'http://spam.test' }).ok).toBe(true);
    expect(isHoneypotFilled({ ...ok, website: 'http://spam.test' })).toBe(true);
    expect(isHoneypotFilled({ ...ok, website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ ...ok, website: 1 })).toBe(true);
    expect(isHoneypotFilled(ok)).toBe(false);
  });
});

describe('notifications', () => {
  /** The first refusal of a notification with `input`, with its field codes. */
  const notificationError = (input: unknown) =>
    failureOf(notificationCreateSchema, input, notificationCreateFieldCodes);

  it('needs title, message and type with the original messages and codes; priority defaults to MEDIUM', () => {
    expect(notificationError({ title: ' ', message: 'm', type: 'INFO' })).toMatchObject({
      code: 'INVALID_TITLE',
      message: 'El título es requerido',
    });
    expect(notificationError({ title: 't', message: '', type: 'INFO' })).toMatchObject({
      code: 'INVALID_MESSAGE',
      message: 'El mensaje es requerido',
    });
    expect(notificationError({ title: 't', message: 'm' })).toMatchObject({
      code: 'INVALID_TYPE',
      message: 'El tipo es requerido',
    });
    expect(notificationError({ title: 't', message: 'm', type: 'OTRO' })).toMatchObject({
      code: 'INVALID_TYPE',
    });
    const parsed = validate(notificationCreateSchema, { title: 't', message: 'm', type: 'INFO' });
    expect(parsed).toMatchObject({ ok: true, value: { priority: 'MEDIUM', status: 'ACTIVE' } });
  });

  it('accepts an expiry in the future within a year, as an ISO date', () => {
    const base = { title: 't', message: 'm', type: 'INFO' };
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect(validate(notificationCreateSchema, { ...base, expiresAt: soon })).toMatchObject({
      ok: true,
      value: { expiresAt: soon },
    });
    expect(validate(notificationCreateSchema, { ...base, expiresAt: null }).ok).toBe(true);
    const past = new Date(Date.now() - 1000).toISOString();
    expect(failureOf(notificationCreateSchema, { ...base, expiresAt: past })?.message).toBe(
      'La fecha de vencimiento debe ser posterior a este momento',
    );
    const far = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString();
    expect(failureOf(notificationCreateSchema, { ...base, expiresAt: far })?.message).toBe(
      'La fecha de vencimiento no puede superar los 365 días',
    );
    expect(failureOf(notificationCreateSchema, { ...base, expiresAt: 'mañana' })?.message).toBe(
      'La fecha de vencimiento no es válida',
    );
  });

  it('lists with the original defaults and refuses values outside the enumerations', () => {
    expect(validate(notificationListQuery, {})).toMatchObject({
      ok: true,
      value: { status: 'ACTIVE', limit: 50, sortBy: 'created', sortOrder: 'desc' },
    });
    expect(validate(notificationListQuery, { sortBy: 'priority', limit: '100' }).ok).toBe(true);
    for (const bad of [
      { limit: '0' },
      { limit: '101' },
      { limit: 'x' },
      { type: 'NEWS' },
      { priority: 'low' },
      { status: 'DELETED' },
      { sortBy: 'title' },
      { sortOrder: 'up' },
    ])
      expect(validate(notificationListQuery, bad).ok, JSON.stringify(bad)).toBe(false);
  });

  it('needs a non-blank, bounded id with INVALID_NOTIFICATION_ID', () => {
    expect(failureOf(notificationIdPath.schema, { id: ' ' }, notificationIdPath.codes)).toMatchObject({
      code: 'INVALID_NOTIFICATION_ID',
      message: 'El id de la notificación es requerido',
    });
    expect(
      failureOf(notificationIdPath.schema, { id: 'x'.repeat(200) }, notificationIdPath.codes)?.code,
    ).toBe('INVALID_NOTIFICATION_ID');
  });

  it('updates a contact message with read or handled, at least one of them', () => {
    expect(validate(contactUpdateSchema, { handled: true }).ok).toBe(true);
    expect(failureOf(contactUpdateSchema, {})?.message).toBe(
      'Indica si el mensaje está leído (read) o atendido (handled)',
    );
    expect(failureOf(contactUpdateSchema, { read: 'yes' })?.message).toBe('read debe ser verdadero o falso');
  });
});

describe('cart', () => {
  it('needs a quantity above 0 to add', () => {
    const failure = failureOf(cartAddItemSchema, { productId: 'p1', quantity: 0 }, cartAddItemFieldCodes);
    expect(failure).toMatchObject({ code: 'INVALID_QUANTITY', message: 'La cantidad debe ser mayor a 0' });
    expect(validate(cartAddItemSchema, { productId: 'p1', quantity: 2 }).ok).toBe(true);
    expect(validate(cartAddItemSchema, { productId: '', quantity: 1 }, cartAddItemFieldCodes)).toMatchObject({
      ok: false,
      failure: { code: 'INVALID_PRODUCT_ID' },
    });
  });

  it('upper-cases coupon codes', () => {
    expect(validate(couponSchema, { couponCode: ' pitaya10 ' })).toEqual({
      ok: true,
      value: { couponCode: 'PITAYA10' },
    });
  });

  it('bounds quantities, ids and coupon codes with Spanish messages and the original codes', () => {
    expect(
      failureOf(cartAddItemSchema, { productId: 'p1', quantity: 1.5 }, cartAddItemFieldCodes),
    ).toMatchObject({ code: 'INVALID_QUANTITY', message: 'La cantidad debe ser mayor a 0' });
    expect(
      failureOf(cartAddItemSchema, { productId: 'p1', quantity: 1000 }, cartAddItemFieldCodes),
    ).toMatchObject({ code: 'INVALID_QUANTITY', message: 'La cantidad máxima por producto es 999' });
    expect(failureOf(cartAddItemSchema, { quantity: 1 }, cartAddItemFieldCodes)).toMatchObject({
      code: 'INVALID_PRODUCT_ID',
      message: 'El id del producto es requerido',
    });
    expect(failureOf(cartAddItemSchema, { productId: 'a/b', quantity: 1 }, cartAddItemFieldCodes)?.code).toBe(
      'INVALID_PRODUCT_ID',
    );
    expect(
      validate(cartAddItemSchema, { productId: 'x'.repeat(129), quantity: 1 }, cartAddItemFieldCodes).ok,
    ).toBe(false);
    expect(validate(cartUpdateItemSchema, { quantity: 0 }).ok).toBe(true);
    expect(validate(cartUpdateItemSchema, { quantity: -1 }).ok).toBe(false);
    expect(validate(cartUpdateItemSchema, { quantity: '2' }).ok).toBe(false);
    expect(failureOf(cartItemPath.schema, { itemId: ' ' }, cartItemPath.codes)?.code).toBe('INVALID_ITEM_ID');
    expect(failureOf(couponSchema, { couponCode: '  ' }, couponFieldCodes)).toMatchObject({
      code: 'INVALID_COUPON_CODE',
      message: 'El código de cupón es requerido',
    });
    expect(failureOf(couponSchema, { couponCode: 'DIEZ %' }, couponFieldCodes)?.code).toBe(
      'INVALID_COUPON_CODE',
    );
  });
});

describe('products', () => {
  const base = {
    name: ' Pitahaya roja ',
    price: 4.5,
    imageTypes: [{ filename: 'a.jpg', contentType: 'image/jpeg', isThumb: true, size: 1024 }],
  };

  it('requires a thumbnail on create, with the original message', () => {
    const failure = failureOf(productCreateSchema, { ...base, imageTypes: [] });
    expect(failure?.message).toBe('Se requiere imagen principal (thumbnail) para crear un producto');
  });

  it('requires a price above 0, with the original message', () => {
    expect(failureOf(productCreateSchema, { ...base, price: 0 })?.message).toBe(
      'El precio debe ser un número mayor a 0',
    );
    expect(failureOf(productCreateSchema, { ...base, price: '3' })?.message).toBe(
      'El precio debe ser un número mayor a 0',
    );
  });

  it('trims the name and accepts only jpeg, png and webp', () => {
    const ok = validate(productCreateSchema, base);
    expect(ok.ok && ok.value.name).toBe('Pitahaya roja');
    const gif = validate(productCreateSchema, {
      ...base,
      imageTypes: [{ filename: 'a.gif', contentType: 'image/gif', isThumb: true, size: 1024 }],
    });
    expect(firstError(gif)?.message).toBe('Solo se aceptan imágenes JPEG, PNG o WebP');
  });

  it("accepts the original API's image shape without size, and refuses a declared size over 5 MB", () => {
    const image = { filename: 'a.png', contentType: 'image/png', isThumb: true };
    expect(validate(productCreateSchema, { ...base, imageTypes: [image] }).ok).toBe(true);
    expect(failureOf(productCreateSchema, { ...base, imageTypes: [{ ...image, size: 0 }] })?.message).toBe(
      'Indica el tamaño de cada imagen en bytes',
    );
    expect(
      failureOf(productCreateSchema, { ...base, imageTypes: [{ ...image, size: 5 * 1024 * 1024 + 1 }] })
        ?.message,
    ).toBe('Cada imagen puede pesar como máximo 5 MB');
  });

  it('refuses an update with nothing valid, with the original message', () => {
    expect(failureOf(productUpdateSchema, { name: '', shortDescription: '' })?.message).toBe(
      'No hay datos válidos para actualizar',
    );
    expect(validate(productUpdateSchema, { price: 3 }).ok).toBe(true);
  });

  it('reads list filters from query strings', () => {
    expect(
      validate(productListQuery, { minPrice: '2', maxPrice: '10', active: 'false', limit: '5' }),
    ).toMatchObject({
      ok: true,
      value: { minPrice: 2, maxPrice: 10, active: false, limit: 5, sort: 'newest' },
    });
    expect(validate(productListQuery, { minPrice: '9', maxPrice: '1' }).ok).toBe(false);
    expect(validate(productListQuery, { sort: 'random' }).ok).toBe(false);
  });
});

describe('shipping info', () => {
  const valid = { fullName: 'Ana Ruiz', address: 'Calle 1', city: 'Murcia', postalCode: '30001' };

  it('gives the original messages for required fields', () => {
    expect(failureOf(shippingInfoSchema, {})?.errors.map((e) => e.message)).toEqual([
      'Nombre completo es requerido',
      'Dirección es requerida',
      'Ciudad es requerida',
      'Código postal es requerido',
    ]);
  });

  it('checks phone and e-mail only when given', () => {
    expect(validate(shippingInfoSchema, { ...valid, phone: '+34 (968) 123-456' }).ok).toBe(true);
    expect(failureOf(shippingInfoSchema, { ...valid, phone: '12a' })?.message).toBe(
      'Formato de teléfono inválido',
    );
    expect(failureOf(shippingInfoSchema, { ...valid, email: 'x@' })?.message).toBe(
      'Formato de email inválido',
    );
    expect(validate(shippingInfoSchema, { ...valid, phone: '', email: '' }).ok).toBe(true);
  });

  it('bounds every text and takes the checkout body exactly as the original API writes it', () => {
    expect(failureOf(shippingInfoSchema, { ...valid, address: 'x'.repeat(201) })?.message).toBe(
      'Dirección no puede superar los 200 caracteres',
    );
    expect(validate(checkoutSchema, { shippingInfo: valid })).toMatchObject({ ok: true });
    expect(failureOf(checkoutSchema, {})?.message).toBe('Los datos de envío son requeridos');
    expect(validate(checkoutHeaders, { 'idempotency-key': 'a1b2-c3' }).ok).toBe(true);
    expect(validate(checkoutHeaders, { host: 'x' })).toMatchObject({ ok: true, value: {} });
    expect(validate(checkoutHeaders, { 'idempotency-key': 'no spaces' }).ok).toBe(false);
  });

  it('checks order list dates and their order', () => {
    expect(validate(orderListQuery, { fromDate: '2026-01-01', toDate: '2026-02-01' }).ok).toBe(true);
    expect(validate(orderListQuery, { fromDate: '2026-03-01', toDate: '2026-02-01' }).ok).toBe(false);
    expect(validate(orderListQuery, { fromDate: 'ayer' }).ok).toBe(false);
    expect(validate(orderListQuery, { page: '100000' }).ok).toBe(false);
  });
});

describe('auth and users', () => {
  it('enforces the password policy and never lets sign-up pick admin', () => {
    const base = { username: 'a@b.es', password: 'Abcdef1!', fullName: 'Ana' };
    expect(validate(signupSchema, base)).toMatchObject({ ok: true, value: { role: 'consumer' } });
    expect(failureOf(signupSchema, { ...base, password: 'abcdefg1!' })?.message).toBe(
      'La contraseña debe incluir una letra mayúscula',
    );
    expect(validate(signupSchema, { ...base, role: 'admin' }).ok).toBe(false);
  });

  it('checks refresh tokens as the original API says', () => {
    expect(failureOf(refreshTokenSchema, {})?.message).toBe('No hay refresh token disponible');
    expect(failureOf(refreshTokenSchema, { refresh_token: 'short' })?.message).toBe('Refresh token inválido');
  });

  it('accepts role synonyms in an admin update and needs at least one field', () => {
    expect(validate(adminUserUpdateSchema, { role: 'vendor' })).toMatchObject({
      ok: true,
      value: { role: 'producer' },
    });
    expect(validate(adminUserUpdateSchema, { role: 'root' }).ok).toBe(false);
    expect(validate(adminUserUpdateSchema, {}).ok).toBe(false);
    expect(failureOf(adminUserUpdateSchema, { fullName: 'x'.repeat(101) })?.message).toBe(
      'El nombre completo no puede superar los 100 caracteres',
    );
  });

  it('limits notification lists to 1..100 with defaults from the original API', () => {
    expect(validate(notificationListQuery, {})).toMatchObject({
      ok: true,
      value: { status: 'ACTIVE', limit: 50, sortBy: 'created', sortOrder: 'desc' },
    });
    expect(validate(notificationListQuery, { limit: '101' }).ok).toBe(false);
    expect(validate(notificationListQuery, { type: 'DEBUG' }).ok).toBe(false);
  });
});
