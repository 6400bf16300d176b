/** What the legal API takes: the shop's identity (PUT /v1/legal) and a legal text (PUT /v1/legal/texts/{id}). */
import * as z from 'zod/mini';
import { LEGAL_TEXT_MAX, LEGAL_TEXTS } from '../../constants/legal.js';
import { LEGAL_MESSAGES as M } from '../../messages/legal.js';
import { taxIdField } from '../pricing-fields.js';
import { requiredEmail, requiredText, text } from '../fields.js';
import { isValidPhone } from '../phone.js';

export const LEGAL_NAME_MAX = 150;
export const LEGAL_ADDRESS_MAX = 250;
export const LEGAL_PHONE_MAX = 30;
export const LEGAL_REGISTRY_MAX = 200;

/** Optional: blank or null clears it. */
const phone = z.optional(
  z.nullable(
    text(M.phoneFormat).check(
      z.maxLength(LEGAL_PHONE_MAX, { error: M.phoneTooLong, abort: true }),
      z.refine((value) => value === '' || isValidPhone(value), { error: M.phoneFormat }),
    ),
  ),
);

/** The shop's identity (LSSI art. 10): the NIF/CIF checked as the tax agency computes it. */
export const legalIdentitySchema = z.object(
  {
    name: requiredText(M.nameRequired, LEGAL_NAME_MAX, M.nameTooLong),
    nif: taxIdField(M.nifInvalid),
    address: requiredText(M.addressRequired, LEGAL_ADDRESS_MAX, M.addressTooLong),
    email: requiredEmail(M.emailRequired, M.emailFormat),
    phone,
    registry: z.optional(
      z.nullable(
        text(M.registryTooLong).check(z.maxLength(LEGAL_REGISTRY_MAX, { error: M.registryTooLong })),
      ),
    ),
  },
  { error: M.identityInvalid },
);

export const legalTextParams = z.object({
  id: z.enum(LEGAL_TEXTS, { error: M.textIdInvalid }),
});

/** A text: its body (null: back to the seeded model) and whether the cooperative's lawyer reviewed it. */
export const legalTextSchema = z.object(
  {
    body: z.nullable(
      requiredText(M.bodyRequired, LEGAL_TEXT_MAX, M.bodyTooLong(LEGAL_TEXT_MAX), { multiline: true }),
    ),
    reviewed: z.boolean({ error: M.reviewedInvalid }),
  },
  { error: M.textInvalid },
);

export type LegalIdentityRequest = z.input<typeof legalIdentitySchema>;
export type LegalTextRequest = z.input<typeof legalTextSchema>;
