import { useRef, useState, type KeyboardEvent } from 'react';
import { galleryImages } from '../../../../shared/rules/catalog/product-first-view.js';
import { GALLERY_MAIN_FALLBACK_SIZE, type ImageVariants } from '../../../../shared/utils/image-variants.js';
import { galleryMainSizes, GALLERY_THUMB_SIZES, responsiveImage } from '../../lib/images/responsive';

interface ProductGalleryProps {
  name: string;
  thumbnailUrl: string | null;
  imageUrls: readonly string[];
  /** The photos' WebP variants and sizes (Product.imageVariants); absent for older data. */
  imageVariants?: Record<string, ImageVariants>;
  /**
   * Whether the small buttons show their photos. Not in the page's first view (the share page's HTML and the
   * render while the product's answer loads): their downloads would share the network with the main photo,
   * the page's largest paint; the buttons keep their size meanwhile, so nothing moves when the photos come.
   */
  thumbnailPhotos?: boolean;
}

/**
 * The product's photos: one large image and, when there are more, a row of thumbnail buttons. Keyboard:
 * Tab reaches the thumbnails, Enter/Space shows one, ← → Home End move between them (and show them). Part of
 * the page's first view: the share pages write the same markup with the first photo shown
 * (shared/rules/catalog/product-first-view-html.ts).
 */
export function ProductGallery({
  name,
  thumbnailUrl,
  imageUrls,
  imageVariants,
  thumbnailPhotos = true,
}: ProductGalleryProps) {
  const images = galleryImages(thumbnailUrl, imageUrls);
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  if (images.length === 0) {
    return (
      <div className="gallery">
        <div className="gallery__main gallery__main--empty" role="img" aria-label={`${name}: sin fotos`}>
          <span className="product-card__no-image" aria-hidden="true" />
        </div>
      </div>
    );
  }

  const show = (index: number, focus = false) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (focus) buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const alt = (index: number) =>
    index === 0 || images.length === 1 ? name : `${name} (foto ${index + 1} de ${images.length})`;

  const mainUrl = images[current] as string;
  const recorded = imageVariants?.[mainUrl];
  const main = responsiveImage(
    mainUrl,
    imageVariants,
    galleryMainSizes(recorded ? recorded.width / recorded.height : 1),
  );

  return (
    <div className="gallery" aria-roledescription="galería" aria-label={`Fotos de ${name}`} role="group">
      <div className="gallery__main">
        <img
          key={mainUrl}
          sizes={main.sizes}
          srcSet={main.srcSet}
          src={main.src}
          alt={alt(current)}
          width={recorded?.width ?? GALLERY_MAIN_FALLBACK_SIZE}
          height={recorded?.height ?? GALLERY_MAIN_FALLBACK_SIZE}
          decoding="async"
          fetchPriority="high"
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Elegir foto" onKeyDown={onKeyDown}>
          {images.map((url, index) => {
            const thumb = responsiveImage(url, imageVariants, GALLERY_THUMB_SIZES);
            return (
              <li key={url}>
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  className="gallery__thumb"
                  aria-label={`Ver foto ${index + 1} de ${images.length}`}
                  aria-pressed={index === current}
                  onClick={() => show(index)}
                >
                  {thumbnailPhotos ? (
                    <img
                      sizes={thumb.sizes}
                      srcSet={thumb.srcSet}
                      src={thumb.src}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {images.length > 1 ? `Foto ${current + 1} de ${images.length}` : ''}
      </p>
    </div>
  );
}
