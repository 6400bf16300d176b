/**
 * What a shell's HTML holds once it is served, for the choice of its inline CSS (critical-css.ts): the product
 * shell's page area is replaced by the share pages with the product's first view
 * (shared/rules/catalog/product-first-view-html.ts), whose elements the shell's skeleton does not have. Its CSS
 * is chosen against the skeleton and the first view of products of every shape (photos with and without their
 * small buttons, none at all, a farm's link or a producer's name, a price per kilo). The farm shell's likewise
 * against farms' first views (shared/rules/farm-first-view-html.ts): photos, none, a long story, none.
 * The legal shell's page area is replaced the same way with the page's text (shared/rules/legal/
 * legal-page-html.ts): its CSS is chosen against the text of every page (their models, with every kind of
 * block), configured or not, reviewed or not, and a page loading its text.
 */
import { LEGAL_PAGES } from '../../shared/constants/legal-pages.js';
import { LEGAL_TEXT_MODELS } from '../../shared/content/legal/models.js';
import { productFirstViewHtml } from '../../shared/rules/catalog/product-first-view-html.js';
import type { LegalFirstView } from '../../shared/rules/legal/legal-first-view.js';
import { legalLoadingHtml, legalPageHtml } from '../../shared/rules/legal/legal-page-html.js';
import { firstViewOf, type ProductFirstView } from '../../shared/rules/catalog/product-first-view.js';
import { farmFirstViewHtml } from '../../shared/rules/farm-first-view-html.js';
import { farmFirstViewOf, type FarmFirstView } from '../../shared/rules/farm-first-view.js';

const PHOTOS: ProductFirstView = firstViewOf({
  productId: 'muestra-1',
  name: 'Pitahaya roja',
  price: 6.9,
  unit: 'kg',
  category: 'fruta-fresca',
  farm: { slug: 'finca', name: 'Finca', province: 'Almería' },
  thumbnailUrl: '/images/products/muestra-1/a.webp',
  imageUrls: ['/images/products/muestra-1/a.webp', '/images/products/muestra-1/b.webp'],
  imageVariants: { '/images/products/muestra-1/a.webp': { width: 800, height: 600, widths: [320, 640] } },
});

export const PRODUCT_FIRST_VIEW_SAMPLES: readonly ProductFirstView[] = [
  PHOTOS,
  firstViewOf({ ...PHOTOS, unit: 'tarro de 250 g', farm: undefined, producerName: 'Huerta' }),
  firstViewOf({
    productId: 'muestra-2',
    name: 'Esqueje',
    price: 3,
    unit: '',
    thumbnailUrl: null,
    imageUrls: [],
  }),
];

/** The page area of a shell (the screen's Suspense boundary inside <main>), as services/seo finds it. */
const SHELL_PAGE = /(<main\b[^>]*><!--\$-->)/;

/** `html` with `samples` before its own page area's markup. */
function withSamples(html: string, shell: string, samples: string): string {
  if (!SHELL_PAGE.test(html)) throw new Error(`The ${shell} shell has no page area for its first view`);
  return html.replace(SHELL_PAGE, (open: string) => `${open}${samples}`);
}

/** `html` with the first views of PRODUCT_FIRST_VIEW_SAMPLES before its own page area's markup. */
export const withProductFirstViews = (html: string): string =>
  withSamples(html, 'product', PRODUCT_FIRST_VIEW_SAMPLES.map(productFirstViewHtml).join(''));

const FARM: FarmFirstView = farmFirstViewOf({
  slug: 'finca',
  name: 'Finca',
  province: 'Almería',
  story: 'Primer párrafo.\n\nSegundo párrafo.',
  imageUrls: ['/images/farms/muestra/a.webp', '/images/farms/muestra/b.webp', '/images/farms/muestra/c.webp'],
  imageVariants: { '/images/farms/muestra/a.webp': { width: 800, height: 600, widths: [320, 640] } },
});

export const FARM_FIRST_VIEW_SAMPLES: readonly FarmFirstView[] = [
  FARM,
  farmFirstViewOf({ slug: 'huerta', name: 'Huerta', province: null, story: '', imageUrls: [] }),
  farmFirstViewOf({
    ...FARM,
    story: Array.from({ length: 6 }, () => 'Un párrafo largo. '.repeat(20)).join('\n\n'),
  }),
];

/** `html` with the first views of FARM_FIRST_VIEW_SAMPLES before its own page area's markup. */
export const withFarmFirstViews = (html: string): string =>
  withSamples(html, 'farm', FARM_FIRST_VIEW_SAMPLES.map(farmFirstViewHtml).join(''));

const IDENTITY: LegalFirstView['legal'] = {
  name: 'Cooperativa',
  nif: 'F00000000',
  address: 'Calle 1',
  email: 'hola@ejemplo.test',
  phone: '600000000',
  registry: 'Registro',
  configured: true,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/** Every legal page with its model, configured and reviewed or neither, with every kind of block and mark. */
export const LEGAL_FIRST_VIEW_SAMPLES: readonly [(typeof LEGAL_PAGES)[number], LegalFirstView][] = [
  ...LEGAL_PAGES.map((page): [(typeof LEGAL_PAGES)[number], LegalFirstView] => [
    page,
    {
      legal: { ...IDENTITY, configured: false, name: '', nif: '', address: '', email: '', updatedAt: null },
      text: {
        id: page,
        title: '',
        body: LEGAL_TEXT_MODELS[page],
        model: true,
        reviewed: false,
        updatedAt: null,
      },
    },
  ]),
  [
    'aviso-legal',
    {
      legal: IDENTITY,
      text: {
        id: 'aviso-legal',
        title: '',
        body: 'Intro con **énfasis** y [enlace](/contact).\n\n## Uno\n- {nombre}\n- **{nif}** [a](/privacidad)\n\nTexto.\n\n## Dos\nMás.',
        model: false,
        reviewed: true,
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
    },
  ],
];

/** `html` with the legal pages of LEGAL_FIRST_VIEW_SAMPLES, and a page loading its text, before its page area. */
export const withLegalFirstViews = (html: string): string =>
  withSamples(
    html,
    'legal',
    LEGAL_FIRST_VIEW_SAMPLES.map(([page, answer]) => legalPageHtml(page, answer)).join('') +
      legalLoadingHtml('privacidad'),
  );
