/**
 * The share pages write a legal page with its text into its HTML by hand (shared/rules/legal/legal-page-html.ts);
 * the app must render exactly that markup when it takes the page over, or React throws the page away and renders
 * it again (new elements, a second largest paint). Both are rendered here for texts of every shape and compared
 * as the browser parses them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LEGAL_PAGE_INFO, LEGAL_PAGES, type LegalPageId } from '../../../../shared/constants/legal-pages.js';
import type { LegalTextAnswer } from '../../../../shared/contracts/legal/contract.js';
import {
  LEGAL_IDENTITY_NOT_CONFIGURED,
  type LegalIdentity,
} from '../../../../shared/contracts/legal/entities.js';
import { LEGAL_TEXT_MODELS } from '../../../../shared/content/legal/models.js';
import { LEGAL_FIRST_VIEW_ATTRIBUTE } from '../../../../shared/rules/legal/legal-first-view.js';
import { legalLoadingHtml, legalPageHtml } from '../../../../shared/rules/legal/legal-page-html.js';
import { appFirstView, parsedMarkup as parsed } from '../../test/first-view';
import LegalPageScreen from './LegalPageScreen';

const IDENTITY: LegalIdentity = {
  name: 'Cooperativa <Ejemplo> & "Hijos"',
  nif: 'F04123451',
  address: 'Calle Mayor 1, Níjar',
  email: 'hola@ejemplo.test',
  registry: 'Registro de Cooperativas de Andalucía, hoja 12',
  configured: true,
  updatedAt: '2026-03-29T00:30:00.000Z',
};

const BODY = [
  'Una introducción antes de la primera sección, con **énfasis** y un [enlace](/contact).',
  '',
  '## Titular',
  '- Titular: {nombre}',
  '- NIF: **{nif}**',
  '- Teléfono: {telefono}',
  '- Registro: {registro}',
  '',
  '## Opiniones de los productos',
  'Dos líneas',
  'de un párrafo con <b>etiquetas</b> & "comillas" que no son HTML.',
  '- Un elemento con [las condiciones](/condiciones#opiniones-de-los-productos) y **dos** [enlaces](/privacidad).',
  'Otro párrafo tras la lista.',
  '',
  '## Quejas',
  'Escribe a {email}.',
].join('\n');

const text = (
  page: LegalPageId,
  overrides: Partial<LegalTextAnswer['text']> = {},
): LegalTextAnswer['text'] => ({
  id: page,
  title: LEGAL_PAGE_INFO[page].title,
  body: BODY,
  model: true,
  reviewed: false,
  updatedAt: null,
  ...overrides,
});

const SHAPES: [string, LegalPageId, LegalTextAnswer][] = [
  [
    'a model not reviewed, configured: intro, lists, emphasis, links, placeholders, text to escape, the identity’s date',
    'aviso-legal',
    { legal: IDENTITY, text: text('aviso-legal') },
  ],
  [
    'not configured: the notice, the placeholders’ lines left out',
    'privacidad',
    { legal: LEGAL_IDENTITY_NOT_CONFIGURED, text: text('privacidad') },
  ],
  [
    'reviewed, its own date (summer time), one section: no contents',
    'condiciones',
    {
      legal: IDENTITY,
      text: text('condiciones', {
        body: '## Precios\nCon IVA.',
        model: false,
        reviewed: true,
        updatedAt: '2026-06-30T22:30:00.000Z',
      }),
    },
  ],
  [
    'no heading, no date at all',
    'cookies',
    {
      legal: LEGAL_IDENTITY_NOT_CONFIGURED,
      text: text('cookies', { body: 'Poco.\n\n- **Nada** más.', reviewed: true }),
    },
  ],
  ...LEGAL_PAGES.map((page): [string, LegalPageId, LegalTextAnswer] => [
    `the seeded model of ${page}`,
    page,
    { legal: IDENTITY, text: text(page, { body: LEGAL_TEXT_MODELS[page] }) },
  ]),
];

/**
 * What the app renders at the page's address with `json` in the page's HTML for `jsonPage` (none: no JSON) and no
 * answer yet.
 */
function appMarkup(page: LegalPageId, json?: unknown, jsonPage: string = page): string {
  return appFirstView({
    attribute: LEGAL_FIRST_VIEW_ATTRIBUTE,
    key: jsonPage,
    json,
    path: LEGAL_PAGE_INFO[page].path,
    route: '*',
    screen: <LegalPageScreen />,
  });
}

describe("a legal page's first view", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each(SHAPES)('is the same markup from the share page and from the app: %s', (_, page, answer) => {
    const app = appMarkup(page, answer);
    expect(app).toContain('class="prose legal"');
    expect(parsed(legalPageHtml(page, answer))).toBe(parsed(app));
  });

  it('escapes what the admin typed and fills the identity in', () => {
    const html = legalPageHtml('aviso-legal', SHAPES[0]?.[2] as LegalTextAnswer);
    expect(html).toContain('Cooperativa &lt;Ejemplo&gt; &amp; &quot;Hijos&quot;');
    expect(html).toContain('&lt;b&gt;etiquetas&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('Teléfono');
    // 01:30 in Madrid on the night summer time began: the 29th, in Spanish words.
    expect(html).toContain('Última actualización: 29 de marzo de 2026');
  });

  it.each(LEGAL_PAGES)(
    'is the same loading state without the JSON, with another page’s or a broken one: %s',
    (page) => {
      const loading = parsed(legalLoadingHtml(page));
      expect(loading).toContain('role="status"');
      expect(parsed(appMarkup(page))).toBe(loading);
      const other = page === 'cookies' ? 'privacidad' : 'cookies';
      expect(parsed(appMarkup(page, { legal: IDENTITY, text: text(other) }, other))).toBe(loading);
      // Under this page's name, but another page's text or an answer of another shape.
      expect(parsed(appMarkup(page, { legal: IDENTITY, text: text(other) }))).toBe(loading);
      expect(parsed(appMarkup(page, { legal: { name: 'X' }, text: text(page) }))).toBe(loading);
    },
  );
});
