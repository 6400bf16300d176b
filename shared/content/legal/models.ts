/**
 * The seeded model of every legal text (docs/legal.md): what a text says until the admin saves their own. Each is
 * a model for the cooperative's lawyer to review: the pages say so until the admin marks the text reviewed.
 */
import type { LegalTextId } from '../../constants/legal.js';
import { AVISO_LEGAL_MODEL } from './aviso-legal.js';
import { CONDICIONES_MODEL } from './condiciones.js';
import { COOKIES_MODEL } from './cookies.js';
import { FORMULARIO_DESISTIMIENTO_MODEL } from './formulario-desistimiento.js';
import { PRIVACIDAD_MODEL } from './privacidad.js';

export const LEGAL_TEXT_MODELS: Readonly<Record<LegalTextId, string>> = {
  'aviso-legal': AVISO_LEGAL_MODEL,
  privacidad: PRIVACIDAD_MODEL,
  condiciones: CONDICIONES_MODEL,
  cookies: COOKIES_MODEL,
  'formulario-desistimiento': FORMULARIO_DESISTIMIENTO_MODEL,
};
