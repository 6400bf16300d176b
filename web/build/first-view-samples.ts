/**
 * What a shell's HTML holds once it is served, for the choice of its inline CSS (critical-css.ts): the product
 * shell's page area is replaced by the share pages with the product's first view
 * (shared/rules/catalog/product-first-view-html.ts), whose elements the shell's skeleton does not have. Its CSS
 * is chosen against the skeleton and the first view of products of every shape (photos with and without their
 * small buttons, none at all, a farm's link or a producer's name, a price per kilo).
 */
import { productFirstViewHtml } from '../../shared/rules/catalog/product-first-view-html.js';
import { firstViewOf, type ProductFirstView } from '../../shared/rules/catalog/product-first-view.js';

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

/** `html` with the first views of PRODUCT_FIRST_VIEW_SAMPLES before its own page area's markup. */
export function withProductFirstViews(html: string): string {
  if (!SHELL_PAGE.test(html)) throw new Error('The product shell has no page area for its first view');
  const samples = PRODUCT_FIRST_VIEW_SAMPLES.map(productFirstViewHtml).join('');
  return html.replace(SHELL_PAGE, (open: string) => `${open}${samples}`);
}
