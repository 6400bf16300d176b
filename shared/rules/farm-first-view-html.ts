/**
 * A farm's page as the app renders it while its API answer loads, with the first view known
 * (shared/rules/farm-first-view.ts): the markup the share pages (services/seo) put in the page's HTML. It is
 * React's own output for web/src/features/farm/FarmScreen.tsx (the page's JSON, no answer yet), written by hand
 * because the share pages do not run React: the same elements, attributes in the same order, and React's
 * `<!-- -->` between two texts side by side. web/src/features/farm's first-view-markup.test.tsx renders both for
 * farms of every shape and compares them; change one, change the other.
 */
import { escapeHtml } from '../utils/html.js';
import { imageSrcSet } from '../utils/image-variants.js';
import { attr, link } from './catalog/product-first-view-html.js';
import { storyParagraphs } from './farm-page.js';
import { FARM_MAIN_PHOTO_SIZES, farmPhotoAlt, type FarmFirstView } from './farm-first-view.js';

/** The main photo's size when its variants are not recorded (FarmScreen's). */
const FALLBACK_SIZE = 800;

/** Breadcrumbs: «Inicio / Productos / <finca>». */
const breadcrumbs = (name: string): string =>
  '<nav aria-label="Migas de pan" class="breadcrumbs"><ol>' +
  `<li>${link('/', 'Inicio')}</li><li>${link('/products', 'Productos')}</li>` +
  `<li aria-current="page" class="user-text">${escapeHtml(name)}</li></ol></nav>`;

/** The main photo (fetched first: the page's largest paint), then an empty box for each other photo. */
function photos(first: FarmFirstView): string {
  const [main, ...others] = first.imageUrls;
  let html = '<div class="farm-page__photos">';
  if (main === undefined) {
    html += '<div class="farm-page__no-photo" aria-hidden="true"></div>';
  } else {
    const recorded = first.imageVariants?.[main];
    const srcSet = imageSrcSet(main, recorded);
    html +=
      `<img class="farm-page__main-photo"${attr('src', main)}` +
      (srcSet ? `${attr('srcset', srcSet)}${attr('sizes', FARM_MAIN_PHOTO_SIZES)}` : '') +
      `${attr('width', recorded?.width ?? FALLBACK_SIZE)}${attr('height', recorded?.height ?? FALLBACK_SIZE)}` +
      `${attr('alt', farmPhotoAlt(first.name))} fetchpriority="high">`;
  }
  if (others.length > 0) {
    html += `<ul class="farm-page__more-photos" aria-label="Más fotos de la finca">${'<li></li>'.repeat(others.length)}</ul>`;
  }
  return `${html}</div>`;
}

/** The eyebrow, the name (the page's h1), the province and the story. */
function info(first: FarmFirstView): string {
  const paragraphs = storyParagraphs(first.story);
  const story =
    paragraphs.length > 0
      ? '<div class="farm-page__story user-text" data-testid="farm-story">' +
        paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        '</div>'
      : '<p class="farm-page__story farm-page__story--empty">Esta finca aún no ha contado su historia. Mientras' +
        ' tanto, conoce sus productos.</p>';
  return (
    '<div class="farm-page__info"><p class="farm-page__eyebrow">Finca productora</p>' +
    `<h1 class="farm-page__title user-text" tabindex="-1">${escapeHtml(first.name)}</h1>` +
    (first.province
      ? `<p class="farm-page__place" data-testid="farm-province">Provincia de <!-- -->${escapeHtml(first.province)}</p>`
      : '') +
    `${story}</div>`
  );
}

/** ProductCardSkeleton (web/src/components/ProductCard.tsx). */
const CARD_SKELETON =
  '<div class="product-card product-card--skeleton" aria-hidden="true">' +
  '<div class="product-card__media skeleton"></div><div class="product-card__body">' +
  '<span class="skeleton skeleton--line skeleton--wide"></span><span class="skeleton skeleton--line"></span>' +
  '<span class="skeleton skeleton--line skeleton--short"></span></div></div>';

/** Its products' place: their title and three card skeletons (read by the app). */
const products = (name: string): string =>
  '<section class="farm-page__products" aria-labelledby="farm-products-title">' +
  '<h2 id="farm-products-title" class="farm-page__products-title">' +
  `Productos de <span class="user-text">${escapeHtml(name)}</span></h2>` +
  `<ul class="product-grid product-grid--featured" aria-hidden="true">${`<li>${CARD_SKELETON}</li>`.repeat(3)}</ul>` +
  '</section>';

/** The page element (FarmScreen's FarmView, no answer yet). */
export function farmFirstViewHtml(first: FarmFirstView): string {
  return (
    '<div class="page farm-page" aria-busy="true" data-testid="farm-page">' +
    '<p class="visually-hidden" role="status">Cargando la finca...</p>' +
    breadcrumbs(first.name) +
    `<div class="farm-page__layout">${photos(first)}${info(first)}</div>` +
    products(first.name) +
    '</div>'
  );
}
