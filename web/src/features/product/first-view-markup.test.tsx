/**
 * The share pages write a product page's first view into its HTML by hand
 * (shared/rules/catalog/product-first-view-html.ts); the app must render exactly that markup when it takes the page
 * over, or React throws the page away and renders it again (a new photo element, a second largest paint).
 * Both are rendered here for products of every shape and compared as the browser parses them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { productFirstViewHtml } from '../../../../shared/rules/catalog/product-first-view-html.js';
import {
  FIRST_VIEW_ATTRIBUTE,
  firstViewOf,
  type ProductFirstView,
} from '../../../../shared/rules/catalog/product-first-view.js';
import { appFirstView, parsedMarkup as parsed } from '../../test/first-view';
import ProductDetailScreen from './ProductDetailScreen';

const BASE: ProductFirstView = firstViewOf({
  productId: 'p1',
  name: 'Pitahaya roja premium',
  price: 6.9,
  unit: 'kg',
  category: 'fruta-fresca',
  farm: { slug: 'finca-pitahaya-del-valle', name: 'Finca Pitahaya del Valle', province: 'Almería' },
  producerName: 'Finca Pitahaya del Valle',
  thumbnailUrl: '/images/products/p1/a.webp',
  imageUrls: ['/images/products/p1/a.webp', '/images/products/p1/b.jpg', '/images/products/p1/c.png'],
  imageVariants: {
    '/images/products/p1/a.webp': { width: 800, height: 800, widths: [320, 640] },
    '/images/products/p1/b.jpg': { width: 2400, height: 1600, widths: [320, 640, 1024, 1600] },
  },
});

const SHAPES: [string, ProductFirstView][] = [
  ['a farm page, three photos, two with variants, sold by the kilo', BASE],
  [
    'a jar (price per kilo), no farm page, a name to escape',
    firstViewOf({
      ...BASE,
      name: 'Mermelada <casera> & "dulce" d\'Almería',
      unit: 'tarro de 250 g',
      farm: undefined,
      producerName: '  Huerta La Pitaya  ',
    }),
  ],
  [
    'one photo without variants, no unit, no producer, no category',
    firstViewOf({
      productId: 'p1',
      name: 'Esqueje',
      price: 3,
      unit: '',
      thumbnailUrl: '/images/products/p1/e.jpg',
      imageUrls: [],
    }),
  ],
  [
    'no photo at all, a farm without province, a litre bottle',
    firstViewOf({
      ...BASE,
      unit: 'botella de 75 cl',
      farm: { slug: 'finca-x', name: 'Finca X', province: null },
      thumbnailUrl: null,
      imageUrls: [],
      imageVariants: undefined,
    }),
  ],
];

/** What the app renders at the product's address with the page's JSON and no answer yet. */
function appMarkup(first: ProductFirstView, productId = first.productId): string {
  return appFirstView({
    attribute: FIRST_VIEW_ATTRIBUTE,
    key: first.productId,
    json: first,
    path: `/products/${productId}`,
    route: '/products/:id',
    screen: <ProductDetailScreen />,
  });
}

describe("a product page's first view", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each(SHAPES)('is the same markup from the share page and from the app: %s', (_, first) => {
    const app = appMarkup(first);
    expect(app).toContain('data-testid="product-price"');
    expect(parsed(productFirstViewHtml(first))).toBe(parsed(app));
  });

  it('renders the skeleton without the JSON, or with another product’s', () => {
    const skeleton = appMarkup(BASE, 'p2');
    expect(skeleton).not.toContain('product-page__title');
    expect(skeleton).toContain('data-testid="product-skeleton"');
    const broken = appFirstView({
      attribute: FIRST_VIEW_ATTRIBUTE,
      key: 'p1',
      json: { productId: 'p1' },
      path: '/products/p1',
      route: '/products/:id',
      screen: <ProductDetailScreen />,
    });
    expect(broken).not.toContain('product-page__title');
  });
});
