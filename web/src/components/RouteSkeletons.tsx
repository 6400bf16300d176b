/**
 * Page-shaped placeholders shown while a lazily loaded screen's code arrives (lazy-screen.tsx): the shape of
 * the page that is coming (title, text, a grid of cards, a photo beside its details), so nothing below moves
 * when it arrives. Each carries the shop's 'Cargando...' as a status message for screen readers (visually
 * hidden: the placeholder is what a sighted visitor sees). Global classes only (route-skeletons.css and the
 * shared .skeleton), so they look right before any screen's own styles have loaded. Kept small: they travel in
 * the shopper's first load.
 */
import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import './route-skeletons.css';

/**
 * Blocks by name: 'line', 'wide', 'short' (text lines), 'title', 'hero-title', 'button', 'toolbar', 'art',
 * 'photo' (route-skeletons.css).
 */
function Blocks({ names }: { names: string }) {
  return names.split(' ').map((name, index) => {
    const line = name === 'line' || name === 'wide' || name === 'short';
    const className = line
      ? `skeleton skeleton--line${name === 'line' ? '' : ` skeleton--${name}`}`
      : `skeleton route-skeleton__${name}`;
    return <span key={index} className={className} />;
  });
}

function Loading({ children, className = 'page' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`route-skeleton ${className}`} aria-busy="true" data-testid="route-skeleton">
      <p className="visually-hidden" role="status" aria-live="polite">
        {UI_MESSAGES.loading}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** `count` product cards (the catalog's page of 12, the home's 6 featured). */
function Cards({ count }: { count: number }) {
  return (
    <ul className="route-skeleton__grid">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="route-skeleton__card">
          <span className="route-skeleton__media skeleton" />
          <span className="route-skeleton__card-body">
            <Blocks names="wide line short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Any screen: a title and a few lines of text. */
export function PageSkeleton() {
  return (
    <Loading>
      <Blocks names="title wide wide line wide short" />
    </Loading>
  );
}

/** /: the hero (title, pitch, button, illustration) and the featured products. */
export function HomeSkeleton() {
  return (
    <Loading className="route-skeleton--home">
      <div className="container route-skeleton__hero">
        <div>
          <Blocks names="short hero-title wide wide line button" />
        </div>
        <Blocks names="art" />
      </div>
      <div className="container route-skeleton__section">
        <Blocks names="title" />
        <Cards count={6} />
      </div>
    </Loading>
  );
}

/** /products: the title, the toolbar and a page of cards. */
export function CatalogSkeleton() {
  return (
    <Loading>
      <Blocks names="title wide toolbar" />
      <Cards count={12} />
    </Loading>
  );
}

/** /products/:id: the photo beside the name, price, stock and the buy button. */
export function ProductPageSkeleton() {
  return (
    <Loading>
      <Blocks names="short" />
      <div className="route-skeleton__product">
        <Blocks names="photo" />
        <div>
          <Blocks names="short title wide line button" />
        </div>
      </div>
    </Loading>
  );
}
