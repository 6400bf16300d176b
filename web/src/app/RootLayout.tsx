import { lazy, Suspense } from 'react';
import { lazyWithApi } from '../lib/api/lazy-with-api';
import { useMounted } from '../lib/use-mounted';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from '../components/ErrorPage';
import { Header } from '../components/Header';
import { ScrollToTop } from '../components/ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';

/**
 * The urgent notices banner shows only once the notices summary has arrived, so its code loads apart from the
 * shell (the first-load budget, docs/performance.md) without delaying anything a visitor sees.
 */
const UrgentBanner = lazyWithApi(() =>
  import('./UrgentBanner').then((module) => ({ default: module.UrgentBanner })),
);

/**
 * The maintenance check (SWR, every minute) arrives with the first screen's SWR chunk, after the shell; while
 * the shop is closed it draws a bar for the admins who still see it (nothing for anyone else, so nothing moves).
 */
const MaintenanceGate = lazyWithApi(() =>
  import('./MaintenanceGate').then((module) => ({ default: module.MaintenanceGate })),
);

/**
 * The footer sits below the fold (the main area is at least one screen tall): it arrives right after the shell
 * (outside the first load, docs/performance.md) and takes its place under the page without moving anything in
 * view.
 */
const Footer = lazy(() => import('../components/Footer').then((module) => ({ default: module.Footer })));

/** Session and cart notices (toasts): after the shell, like the toasts region they write to. */
const ShellNotices = lazy(() => import('./ShellNotices'));

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The banner depends on this browser's state (dismissed notices, the visitor's read marker): never part of a
  // prerendered shell, it renders once the app has taken the page over, so hydration always matches.
  const mounted = useMounted();
  return (
    <div className="site">
      <SkipLink />
      <Header />
      {/* Under the header: the gate also draws the maintenance bar that admins see while the shop is closed. */}
      <Suspense fallback={null}>
        <MaintenanceGate />
      </Suspense>
      {mounted ? (
        <Suspense fallback={null}>
          <UrgentBanner />
        </Suspense>
      ) : null}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {/* Errors inside a screen keep the header and footer around the error page. */}
        <ScreenErrorBoundary embedded resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
      <Suspense fallback={null}>
        <ShellNotices />
      </Suspense>
    </div>
  );
}
