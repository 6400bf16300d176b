/**
 * Page-shaped placeholders shown while a lazily loaded screen's code arrives (lazy-screen.tsx): the shape of
 * the page that is coming (title, text, a grid of cards, a photo beside its details), so nothing below moves
 * when it arrives. Each carries the spec's 'Cargando...' as a status message for screen readers (visually
 * hidden: the placeholder is what a sighted visitor sees). Global classes only (route-skeletons.css and the
 * shared .skeleton), so they look right before any screen's own styles have loaded.
 */
import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../../../shared/messages.js';
import './route-skeletons.css';

/** Cards in the catalog's first page and in the home's featured list (CATALOG_PAGE_SIZE, FEATURED_PRODUCTS_COUNT). */
const CATALOG_CARDS = 12;
const FEATURED_CARDS = 6;

function Loading({ children, className }: { children: ReactNode; className: string }) {
  return (
    <div className={`route-skeleton ${className}`} aria-busy="true" data-testid="route-skeleton">
      <p className="visually-hidden" role="status" aria-live="polite">
        {UI_MESSAGES.loading}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const Line = ({ size = '' }: { size?: 'wide' | 'short' | 'title' | '' }) => (
  <span className={`skeleton skeleton--line${size ? ` skeleton--${size}` : ''}`} />
);

function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="route-skeleton__grid">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="route-skeleton__card">
          <span className="route-skeleton__media skeleton" />
          <span className="route-skeleton__card-body">
            <Line size="wide" />
            <Line />
            <Line size="short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function HeaderLines() {
  return (
    <div className="page__header">
      <span className="skeleton route-skeleton__title" />
      <Line size="wide" />
    </div>
  );
}

/** Any screen: a title and a few lines of text. */
export function PageSkeleton() {
  return (
    <Loading className="page">
      <HeaderLines />
      <Line size="wide" />
      <Line />
      <Line size="wide" />
      <Line size="short" />
    </Loading>
  );
}

/** /: the hero (title, pitch, buttons, illustration) and the featured products. */
export function HomeSkeleton() {
  return (
    <Loading className="route-skeleton--home">
      <div className="container route-skeleton__hero">
        <div>
          <Line size="short" />
          <span className="skeleton route-skeleton__hero-title" />
          <Line size="wide" />
          <Line size="wide" />
          <Line />
          <span className="skeleton route-skeleton__button" />
        </div>
        <span className="skeleton route-skeleton__art" />
      </div>
      <div className="container route-skeleton__section">
        <span className="skeleton route-skeleton__title" />
        <CardSkeletons count={FEATURED_CARDS} />
      </div>
    </Loading>
  );
}

/** /products: the title, the toolbar and a page of cards. */
export function CatalogSkeleton() {
  return (
    <Loading className="page">
      <HeaderLines />
      <span className="skeleton route-skeleton__toolbar" />
      <CardSkeletons count={CATALOG_CARDS} />
    </Loading>
  );
}

/** /products/:id: the photo beside the name, price, stock and the buy button. */
export function ProductPageSkeleton() {
  return (
    <Loading className="page">
      <Line size="short" />
      <div className="route-skeleton__product">
        <span className="skeleton route-skeleton__photo" />
        <div>
          <Line size="short" />
          <span className="skeleton route-skeleton__title" />
          <Line size="wide" />
          <Line />
          <span className="skeleton route-skeleton__button" />
        </div>
      </div>
    </Loading>
  );
}
