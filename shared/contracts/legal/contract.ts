/**
 * The shop's identity and its legal texts (docs/legal.md): who runs the shop (LSSI art. 10) and the texts of
 * /aviso-legal, /privacidad, /condiciones, /cookies and the model withdrawal form, editable by the admin.
 */
import type { LegalTextId } from '../../constants/legal.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { LegalIdentity, LegalText } from './entities.js';

export interface LegalAnswer {
  legal: LegalIdentity;
}
/** A text with the identity its placeholders are filled with. */
export interface LegalTextAnswer extends LegalAnswer {
  text: LegalText;
}
/** Every text (the admin's screen). */
export interface LegalTextsAnswer extends LegalAnswer {
  texts: LegalText[];
}
export type { LegalTextId };

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a read or change of the shop's identity. */
const LEGAL = answer<LegalAnswer>({ legal: 'required' });

/** The answer of a read or change of one legal text: the text and the identity it is filled with. */
const LEGAL_TEXT = answer<LegalTextAnswer>({ text: 'required', legal: 'required' });

export const legalContract = defineContract('legal', '/v1/legal', schemas, (route) => ({
  /** The shop's identity (public). */
  get: route.get('/v1/legal', 'public', LEGAL),
  /** Set the shop's identity (admins; NIF/CIF checked). */
  update: route.put('/v1/legal', 'admin', LEGAL, (s) => ({
    body: s.legalIdentitySchema,
  })),
  /** Every legal text, as the admin edits them. */
  texts: route.get(
    '/v1/legal/texts',
    'admin',
    answer<LegalTextsAnswer>({ texts: 'required', legal: 'required' }),
  ),
  /** One legal text and the identity it is filled with (public: the legal pages). */
  text: route.get('/v1/legal/texts/{id}', 'public', LEGAL_TEXT, (s) => ({ params: s.legalTextParams })),
  /** Save a legal text, or put the model back (`body: null`), and say whether it was reviewed (admins). */
  updateText: route.put('/v1/legal/texts/{id}', 'admin', LEGAL_TEXT, (s) => ({
    params: s.legalTextParams,
    body: s.legalTextSchema,
  })),
}));

export type LegalEndpoints = typeof legalContract.endpoints;
