/**
 * The demo cooperative's identity (LSSI art. 10), seeded once: the legal pages are built from it. Its NIF is a
 * valid cooperative CIF (letter F) that belongs to nobody; everything else is the demo's. The legal texts are
 * not seeded: a text never saved reads as its model (shared/content/legal), marked as to be reviewed.
 */
import { legalIdentityItem } from '../../../services/legal/legal-store.js';

export const SEED_LEGAL_IDENTITY = {
  name: 'Cooperativa Pitahaya Marketplace, S. Coop. And.',
  nif: 'F04123451',
  address: 'Camino de la Vega 12, 04117 San Isidro de Níjar (Almería)',
  email: 'hola@pitahaya.test',
  phone: '+34 950 123 456',
  registry: 'Registro de Cooperativas Andaluzas, hoja AL-RCA-1234 (datos de demostración)',
} as const;

/** The identity's item as the admin's save writes it, by «seed». */
export const seedLegalIdentityItem = (now: Date) =>
  legalIdentityItem(SEED_LEGAL_IDENTITY, 'seed', now.toISOString());
