/**
 * The product page's first view (shared/rules/catalog/product-first-view.ts): breadcrumbs, the farm, the name, the
 * price and the price per kilo (the gallery is ProductGallery). The share pages write the same markup into the
 * page's HTML (shared/rules/catalog/product-first-view-html.ts; first-view-markup.test.tsx keeps the two alike), so
 * the app takes it over as it is: change one, change the other.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_LABELS } from '../../../../shared/constants/product-attributes.js';
import type { ProductFirstView } from '../../../../shared/rules/catalog/product-first-view.js';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { UnitPrice } from '../../components/UnitPrice';
import { useFocusOnNavigation } from '../../lib/focus';
import { formatPrice } from '../../lib/format';

export function ProductBreadcrumbs({ first }: { first: ProductFirstView }) {
  return (
    <Breadcrumbs
      between={
        first.category
          ? [{ to: `/products?category=${first.category}`, label: CATEGORY_LABELS[first.category] }]
          : []
      }
      current={first.name}
    />
  );
}

/**
 * The farm (its page's link), the name (the page's h1, focused after a navigation inside the app), the price
 * per unit and the price per kilo or litre.
 */
export function ProductHead({ first }: { first: ProductFirstView }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);
  return (
    <>
      <p className="product-page__producer user-text">
        {first.farm ? (
          // Its farm's public page (docs/farms.md): «De Finca Pitahaya del Valle, Almería».
          <>
            De{' '}
            <Link to={`/fincas/${first.farm.slug}`} className="product-page__farm-link">
              {first.farm.province ? `${first.farm.name}, ${first.farm.province}` : first.farm.name}
            </Link>
          </>
        ) : first.producerName ? (
          <>
            De <strong>{first.producerName}</strong>
          </>
        ) : (
          'De una finca de Pitahaya Marketplace'
        )}
      </p>
      <h1 className="product-page__title user-text" tabIndex={-1} ref={headingRef}>
        {first.name}
      </h1>
      <p className="price product-page__price" data-testid="product-price">
        {formatPrice(first.price)}
        {first.unit ? <span className="price__unit product-page__unit">{` / ${first.unit}`}</span> : null}
      </p>
      <UnitPrice price={first.price} unit={first.unit} className="product-page__unit-price" />
    </>
  );
}
