/**
 * The product page as the app renders it while its API answer loads, with the first view known
 * (shared/rules/catalog/product-first-view.ts): the markup the share pages (services/seo) put in the page's HTML.
 * It is React's own output for web/src/features/product (ProductDetailScreen with the page's JSON, no answer
 * yet), written by hand because the share pages do not run React: the same elements, attributes in the same
 * order, and React's `<!-- -->` between two texts that sit side by side. web/src/features/product's
 * first-view-markup.test.tsx renders both for products of every shape and compares them; change one, change
 * the other.
 */
import { escapeHtml } from '../../utils/html.js';
import {
  GALLERY_MAIN_FALLBACK_SIZE,
  galleryMainSizes,
  imageSrcSet,
  type ImageVariants,
} from '../../utils/image-variants.js';
import { formatMoney } from '../../utils/money.js';
import { unitPrice } from '../pricing/unit-price.js';
import { CATEGORY_LABELS } from '../../constants/product-attributes.js';
import { galleryImages, type ProductFirstView } from './product-first-view.js';

/** `name="value"` with the value escaped; nothing for an absent value (also the farm's first view's). */
export const attr = (name: string, value: string | number | undefined): string =>
  value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;

/** A router link as React Router renders it on the server. */
export const link = (href: string, text: string, className?: string): string =>
  `<a${attr('class', className)} href="${escapeHtml(href)}" data-discover="true">${escapeHtml(text)}</a>`;

/** `sizes`, `srcset` and `src` of a photo (srcset only with WebP variants), in the components' order. */
function imageSource(url: string, variants: ImageVariants | undefined, sizes: string): string {
  const srcSet = imageSrcSet(url, variants);
  return srcSet ? `${attr('sizes', sizes)}${attr('srcset', srcSet)}${attr('src', url)}` : attr('src', url);
}

function breadcrumbs(first: ProductFirstView): string {
  const items = [
    link('/', 'Inicio'),
    link('/products', 'Productos'),
    ...(first.category
      ? [link(`/products?category=${first.category}`, CATEGORY_LABELS[first.category])]
      : []),
  ];
  return (
    '<nav aria-label="Migas de pan" class="breadcrumbs"><ol>' +
    items.map((item) => `<li>${item}</li>`).join('') +
    `<li aria-current="page" class="user-text">${escapeHtml(first.name)}</li></ol></nav>`
  );
}

/** ProductGallery with the first photo shown, its small buttons without their photos (thumbnailPhotos). */
function gallery(first: ProductFirstView): string {
  const images = galleryImages(first.thumbnailUrl, first.imageUrls);
  const name = escapeHtml(first.name);
  const [main] = images;
  if (main === undefined) {
    return (
      `<div class="gallery"><div class="gallery__main gallery__main--empty" role="img"` +
      ` aria-label="${name}: sin fotos"><span class="product-card__no-image" aria-hidden="true"></span></div></div>`
    );
  }
  const recorded = first.imageVariants?.[main];
  const mainPhoto =
    `<img${imageSource(main, recorded, galleryMainSizes(recorded ? recorded.width / recorded.height : 1))}` +
    `${attr('alt', first.name)}${attr('width', recorded?.width ?? GALLERY_MAIN_FALLBACK_SIZE)}` +
    `${attr('height', recorded?.height ?? GALLERY_MAIN_FALLBACK_SIZE)} decoding="async" fetchpriority="high"` +
    ` data-testid="gallery-main">`;
  const thumbs =
    images.length > 1
      ? '<ul class="gallery__thumbs" aria-label="Elegir foto">' +
        images
          .map(
            (_, index) =>
              `<li><button type="button" class="gallery__thumb" aria-label="Ver foto ${index + 1} de ${images.length}"` +
              ` aria-pressed="${index === 0}"></button></li>`,
          )
          .join('') +
        '</ul>'
      : '';
  return (
    `<div class="gallery" aria-roledescription="galería" aria-label="Fotos de ${name}" role="group">` +
    `<div class="gallery__main">${mainPhoto}</div>${thumbs}` +
    `<p class="visually-hidden" aria-live="polite">${images.length > 1 ? `Foto 1 de ${images.length}` : ''}</p>` +
    '</div>'
  );
}

/** ProductHead: the farm, the name, the price and the price per kilo or litre. */
function head(first: ProductFirstView): string {
  const farm = first.farm;
  const producer = farm
    ? `De<!-- --> ${link(`/fincas/${farm.slug}`, farm.province ? `${farm.name}, ${farm.province}` : farm.name, 'product-page__farm-link')}`
    : first.producerName
      ? `De <strong>${escapeHtml(first.producerName)}</strong>`
      : 'De una finca de Pitahaya Marketplace';
  const perUnit = first.unit ? unitPrice(first.price, first.unit) : null;
  return (
    `<p class="product-page__producer user-text">${producer}</p>` +
    `<h1 class="product-page__title user-text" tabindex="-1">${escapeHtml(first.name)}</h1>` +
    `<p class="price product-page__price" data-testid="product-price">${escapeHtml(formatMoney(first.price))}` +
    (first.unit ? `<span class="price__unit product-page__unit"> / ${escapeHtml(first.unit)}</span>` : '') +
    '</p>' +
    (perUnit && perUnit.amount !== first.price
      ? '<p class="unit-price product-page__unit-price" data-testid="unit-price">' +
        `<span aria-hidden="true">${escapeHtml(perUnit.text)}</span>` +
        `<span class="visually-hidden">${escapeHtml(perUnit.spoken)}</span></p>`
      : '')
  );
}

/** ProductDetailsPlaceholder. */
const PENDING =
  '<div class="product-page__pending" aria-hidden="true" data-testid="product-skeleton">' +
  '<span class="skeleton skeleton--line skeleton--short"></span>' +
  '<span class="skeleton skeleton--line skeleton--wide"></span>' +
  '<span class="skeleton skeleton--line"></span>' +
  '<span class="skeleton skeleton--line skeleton--short"></span></div>';

/** The page element (ProductDetailScreen's ProductPage, no answer yet). */
export function productFirstViewHtml(first: ProductFirstView): string {
  return (
    '<div class="page product-page" aria-busy="true">' +
    '<p class="visually-hidden" role="status">Cargando producto...</p>' +
    breadcrumbs(first) +
    `<div class="product-page__layout">${gallery(first)}<div class="product-page__info">${head(first)}${PENDING}</div></div>` +
    '</div>'
  );
}
