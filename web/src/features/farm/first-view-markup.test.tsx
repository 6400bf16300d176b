/**
 * The share pages write a farm page's first view into its HTML by hand (shared/rules/farm-first-view-html.ts);
 * the app must render exactly that markup when it takes the page over, or React throws the page away and renders
 * it again (a new photo element, a second largest paint). Both are rendered here for farms of every shape and
 * compared as the browser parses them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { farmFirstViewHtml } from '../../../../shared/rules/farm-first-view-html.js';
import {
  FARM_FIRST_VIEW_ATTRIBUTE,
  farmFirstViewOf,
  type FarmFirstView,
} from '../../../../shared/rules/farm-first-view.js';
import { appFirstView, parsedMarkup as parsed } from '../../test/first-view';
import FarmScreen from './FarmScreen';

const BASE: FarmFirstView = farmFirstViewOf({
  slug: 'finca-pitahaya-del-valle',
  name: 'Finca Pitahaya del Valle',
  province: 'Almería',
  story: 'Cultivamos pitahaya en Níjar desde 2015.\n\nRegamos por goteo y\ncosechamos a mano.',
  imageUrls: ['/images/farms/u1/a.jpg', '/images/farms/u1/b.webp', '/images/farms/u1/c.png'],
  imageVariants: {
    '/images/farms/u1/a.jpg': { width: 2400, height: 1600, widths: [320, 640, 1024, 1600] },
    '/images/farms/u1/b.webp': { width: 800, height: 800, widths: [320, 640] },
    '/images/farms/elsewhere.jpg': { width: 800, height: 800, widths: [320] },
  },
});

const SHAPES: [string, FarmFirstView][] = [
  ['three photos with variants, a province, a story of two paragraphs', BASE],
  [
    'no photo, no province, no story',
    farmFirstViewOf({ slug: 'finca-x', name: 'Finca X', province: null, story: '', imageUrls: [] }),
  ],
  [
    'one photo without variants, a name and a story to escape',
    farmFirstViewOf({
      slug: 'huerta',
      name: 'Huerta <La> & "Pitaya" d\'Almería',
      province: 'Santa Cruz de Tenerife',
      story: '<script>alert(1)</script> & «más»\n\n</div><p>',
      imageUrls: ['/images/farms/u2/a.jpg'],
    }),
  ],
  [
    'a long story, two photos, the second without variants',
    farmFirstViewOf({
      ...BASE,
      story: Array.from(
        { length: 8 },
        (_, index) => `Párrafo ${index + 1}. ${'Texto largo '.repeat(40)}`,
      ).join('\n\n'),
      imageUrls: ['/images/farms/u1/b.webp', '/images/farms/u1/d.jpg'],
    }),
  ],
];

/** What the app renders at `/fincas/<slug>` with the page's JSON (for `jsonSlug`) and no answer yet. */
function appMarkup(first: FarmFirstView, slug = first.slug, jsonSlug = slug): string {
  return appFirstView({
    attribute: FARM_FIRST_VIEW_ATTRIBUTE,
    key: jsonSlug,
    json: first,
    path: `/fincas/${slug}`,
    route: '/fincas/:slug',
    screen: <FarmScreen />,
  });
}

describe("a farm page's first view", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it.each(SHAPES)('is the same markup from the share page and from the app: %s', (_, first) => {
    const app = appMarkup(first);
    expect(app).toContain('farm-page__title');
    expect(parsed(farmFirstViewHtml(first))).toBe(parsed(app));
  });

  it('escapes what the producer typed', () => {
    const html = farmFirstViewHtml(SHAPES[2]![1]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('</div><p>');
    expect(html).toContain('Huerta &lt;La&gt; &amp; &quot;Pitaya&quot; d&#39;Almería');
  });

  it('is found by the address asked, even an old one of the farm', () => {
    expect(appMarkup(BASE, 'finca-antigua')).toContain('farm-page__title');
  });

  it('renders the loading state without the JSON, with another address’s or with a broken one', () => {
    const other = appMarkup(BASE, 'finca-x', BASE.slug);
    expect(other).not.toContain('farm-page__title');
    expect(other).toContain('Cargando la finca...');
    const broken = appFirstView({
      attribute: FARM_FIRST_VIEW_ATTRIBUTE,
      key: 'finca-x',
      json: { slug: 'finca-x' },
      path: '/fincas/finca-x',
      route: '/fincas/:slug',
      screen: <FarmScreen />,
    });
    expect(broken).not.toContain('farm-page__title');
  });
});
