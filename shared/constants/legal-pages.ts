/**
 * The legal pages' addresses, titles and descriptions, and the withdrawal function's address (docs/legal.md):
 * what the footer (in every page's first load) and the share pages need, apart from the rest of
 * shared/constants/legal.ts so the first load carries nothing more.
 */

/** The legal pages, built from the shop's identity (GET /v1/legal) and editable by the admin. */
export const LEGAL_PAGES = ['aviso-legal', 'privacidad', 'condiciones', 'cookies'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

export interface LegalPageInfo {
  /** The page's address in the shop. */
  path: string;
  /** Its title (heading, document title, share page). */
  title: string;
  /** Its meta description (SPA and share page). */
  description: string;
  /** The link's label in the footer. */
  footerLabel: string;
}

export const LEGAL_PAGE_INFO: Readonly<Record<LegalPageId, LegalPageInfo>> = {
  'aviso-legal': {
    path: '/aviso-legal',
    title: 'Aviso legal',
    description:
      'Quién es el titular de Pitahaya Marketplace: nombre, NIF, domicilio, contacto e inscripción registral, y las condiciones de uso de la web.',
    footerLabel: 'Aviso legal',
  },
  privacidad: {
    path: '/privacidad',
    title: 'Política de privacidad',
    description:
      'Quién trata tus datos en Pitahaya Marketplace, para qué, cuánto tiempo se guardan y cómo descargarlos, corregirlos o borrarlos.',
    footerLabel: 'Privacidad',
  },
  condiciones: {
    path: '/condiciones',
    title: 'Condiciones de compra',
    description:
      'Precios con IVA, envíos, pagos, plazos de entrega, el derecho de desistimiento y sus excepciones, garantías y reclamaciones.',
    footerLabel: 'Condiciones de compra',
  },
  cookies: {
    path: '/cookies',
    title: 'Cookies y almacenamiento',
    description:
      'Qué guarda Pitahaya Marketplace en tu navegador y por qué: solo lo imprescindible (tu sesión y tu carrito), sin cookies de terceros.',
    footerLabel: 'Cookies',
  },
};

export const isLegalPageId = (value: unknown): value is LegalPageId =>
  typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);

/** The withdrawal function (Directive 2011/83 art. 11a): reachable from the footer and each eligible order. */
export const WITHDRAWAL_PATH = '/desistimiento';

/** The page of a legal path ('/privacidad' -> 'privacidad'), or null. A trailing slash is ignored. */
export function legalPageOfPath(path: string): LegalPageId | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LEGAL_PAGES.find((page) => LEGAL_PAGE_INFO[page].path === clean) ?? null;
}
