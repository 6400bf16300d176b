/** The shop's identity and legal texts, as the legal API answers them (docs/legal.md). */
import type { LegalTextId } from '../../constants/legal.js';

/** Who runs the shop (LSSI art. 10): shown on /aviso-legal and filled into every legal text. */
export interface LegalIdentity {
  /** Name or company name. */
  name: string;
  /** NIF or CIF, upper case without separators. */
  nif: string;
  address: string;
  email: string;
  phone?: string;
  /** The registry entry (e.g. the cooperatives' registry and sheet). */
  registry?: string;
  /** Ours: false while nothing was saved (a new deployment): every field is then ''. */
  configured: boolean;
  updatedAt: string | null;
}

/** The identity while nothing was saved (a new deployment): what the API answers and the pages then show. */
export const LEGAL_IDENTITY_NOT_CONFIGURED: LegalIdentity = {
  name: '',
  nif: '',
  address: '',
  email: '',
  configured: false,
  updatedAt: null,
};

/** One legal text: the admin's version, or the seeded model while none was saved. */
export interface LegalText {
  id: LegalTextId;
  title: string;
  /** The text with its marks and placeholders (shared/utils/legal-text.ts); the page fills them in. */
  body: string;
  /** True while the text is the seeded model (the admin never saved one). */
  model: boolean;
  /** The admin marked it reviewed by the cooperative's lawyer; until then the page says it is a model. */
  reviewed: boolean;
  updatedAt: string | null;
}
