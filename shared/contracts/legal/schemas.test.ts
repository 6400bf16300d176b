import { describe, expect, it } from 'vitest';
import { LEGAL_MESSAGES as M } from '../../messages/legal.js';
import { LEGAL_TEXTS } from '../../constants/legal.js';
import { validate } from '../validation.js';
import { legalIdentitySchema, legalTextParams, legalTextSchema } from './schemas.js';

const IDENTITY = {
  name: 'Cooperativa Ejemplo, S. Coop. And.',
  nif: 'f-04123451',
  address: 'Calle Mayor 1, 04117 Níjar',
  email: 'Hola@Ejemplo.test',
};

const firstMessage = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? null : result.failure.message;
};

describe('the legal schemas', () => {
  it('takes an identity, normalising the NIF and the e-mail; phone and registry are optional', () => {
    expect(legalIdentitySchema.parse(IDENTITY)).toEqual({
      ...IDENTITY,
      nif: 'F04123451',
      email: 'hola@ejemplo.test',
    });
    expect(
      legalIdentitySchema.parse({ ...IDENTITY, phone: '+34 950 123 456', registry: null }),
    ).toMatchObject({
      phone: '+34 950 123 456',
      registry: null,
    });
  });

  it('refuses a wrong NIF or CIF, a missing name, a bad e-mail or phone, in Spanish', () => {
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, nif: 'F04123452' })).toBe(M.nifInvalid);
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, nif: '12345678A' })).toBe(M.nifInvalid);
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, name: '  ' })).toBe(M.nameRequired);
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, email: 'no' })).toBe(M.emailFormat);
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, phone: '12' })).toBe(M.phoneFormat);
    expect(firstMessage(legalIdentitySchema, { ...IDENTITY, registry: 'x'.repeat(201) })).toBe(
      M.registryTooLong,
    );
  });

  it('takes a text or null (the model back), and whether it was reviewed', () => {
    expect(legalTextSchema.parse({ body: '## Uno\nTexto', reviewed: true })).toEqual({
      body: '## Uno\nTexto',
      reviewed: true,
    });
    expect(legalTextSchema.parse({ body: null, reviewed: false })).toEqual({ body: null, reviewed: false });
    expect(firstMessage(legalTextSchema, { body: ' ', reviewed: false })).toBe(M.bodyRequired);
    expect(firstMessage(legalTextSchema, { body: 'x'.repeat(30_001), reviewed: false })).toBe(
      M.bodyTooLong(30_000),
    );
    expect(firstMessage(legalTextSchema, { body: 'x' })).toBe(M.reviewedInvalid);
  });

  it('knows the five texts by id', () => {
    expect(firstMessage(legalTextParams, { id: 'otro' })).toBe(M.textIdInvalid);
    for (const id of LEGAL_TEXTS) expect(legalTextParams.parse({ id })).toEqual({ id });
  });
});
