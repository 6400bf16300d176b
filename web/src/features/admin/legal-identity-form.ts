/** The admin's form of the shop's identity (PUT /v1/legal): its fields, values and check by the shared schema. */
import type { LegalIdentity } from '../../../../shared/contracts/legal/entities.js';
import { legalIdentitySchema } from '../../../../shared/contracts/legal/schemas.js';
import { validateWith, type Validation } from '../../components/forms/use-form';
import type { LegalIdentityBody } from './legal-api';

export const IDENTITY_FIELDS = ['name', 'nif', 'address', 'email', 'phone', 'registry'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

export const identityValues = (legal: LegalIdentity): Record<IdentityField, string> => ({
  name: legal.name,
  nif: legal.nif,
  address: legal.address,
  email: legal.email,
  phone: legal.phone ?? '',
  registry: legal.registry ?? '',
});

/** The values as PUT /v1/legal takes them: blank phone and registry are cleared (null). */
export function validateIdentity(
  values: Record<IdentityField, string>,
): Validation<IdentityField, LegalIdentityBody> {
  const result = validateWith(
    legalIdentitySchema,
    {
      ...values,
      phone: values.phone.trim() === '' ? null : values.phone,
      registry: values.registry.trim() === '' ? null : values.registry,
    },
    IDENTITY_FIELDS,
  );
  return result.ok ? { ok: true, data: result.data as LegalIdentityBody } : result;
}
