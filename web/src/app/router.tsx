/**
 * The screens and their guards (docs/web.md, Routes and guards). Every screen is lazily loaded into its own
 * chunk; producer and admin screens only load once their guard lets the visitor through. The shell's table holds
 * the landing pages (home, catalog, product); every other route is in more-routes.tsx, a chunk of its own
 * (outside the first load), rendered under the layout's `*` route. App.tsx renders these with the router's
 * declarative mode (BrowserRouter + useRoutes): the data router would add about 17 kB gzipped to the shopper's
 * first load for loaders and actions the app does not use (docs/performance.md). Errors inside a
 * screen are caught by ScreenErrorBoundary (RootLayout), not by errorElement.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ScreenErrorBoundary } from '../components/ErrorPage';
import {
  CatalogSkeleton,
  HomeSkeleton,
  PageSkeleton,
  ProductPageSkeleton,
} from '../components/RouteSkeletons';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { RootLayout } from './RootLayout';

const home = () => import('../features/home/HomeScreen');

/** Every other route's table (more-routes.tsx); App.tsx fetches it after the first paint. */
export const loadMoreRoutes = () => import('./more-routes');
const MoreRoutes = lazy(loadMoreRoutes);

/**
 * The product page's reviews (features/reviews), below its details: a chunk of their own, fetched once the page
 * shows its product (ProductDetailScreen renders this child only then), with a box of their size meanwhile, so
 * nothing below them moves. A plain lazy component: importing lib/deferred-part here would pull the storefront
 * kit into every page's first load (web/build/first-load.test.ts).
 */
const ProductReviews = lazy(() => import('../features/reviews/ProductReviews'));
const productChildren: RouteObject[] = [
  {
    index: true,
    element: (
      // The reviews' box (components/product-reviews.css .reviews): 2.5rem above, at least 22rem tall.
      <Suspense fallback={<div style={{ marginTop: '2.5rem', minHeight: '22rem' }} aria-hidden="true" />}>
        <ProductReviews />
      </Suspense>
    ),
  },
];

/** The landing pages: home, the catalog and a product (web/build/route-preload.ts preloads their chunks). */
const landingRoutes: RouteObject[] = [
  { index: true, element: lazyScreen(home, <HomeSkeleton />) },
  { path: 'home', element: lazyScreen(home, <HomeSkeleton />) },
  {
    path: 'products',
    element: lazyScreen(() => import('../features/catalog/ProductsScreen'), <CatalogSkeleton />),
  },
  {
    path: 'products/:id',
    element: lazyScreen(() => import('../features/product/ProductDetailScreen'), <ProductPageSkeleton />),
    children: productChildren,
  },
];

/**
 * Loads the code of the landing screen at `pathname` (none for other paths) before the first render, so the
 * app's first render matches the prerendered shell (docs/performance.md).
 */
export const preloadPublicScreen = (pathname: string): Promise<void> =>
  preloadScreens([{ path: '/', children: landingRoutes }], pathname);

export const routes: RouteObject[] = [
  {
    // The maintenance page stands alone: no navigation into a shop that is closed.
    path: '/maintenance',
    element: (
      <ScreenErrorBoundary>
        {lazyScreen(() => import('../features/maintenance/MaintenanceScreen'))}
      </ScreenErrorBoundary>
    ),
  },
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...landingRoutes,
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <MoreRoutes />
          </Suspense>
        ),
      },
    ],
  },
];
