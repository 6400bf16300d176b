import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from '../components/ErrorPage';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ScrollToTop } from '../components/ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { CartNotices } from './CartNotices';
import { MaintenanceGate } from './MaintenanceGate';
import { SessionNotices } from './SessionNotices';
import { UrgentBanner } from './UrgentBanner';

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <SkipLink />
      <Header />
      <UrgentBanner />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {/* Errors inside a screen keep the header and footer around the error page. */}
        <ScreenErrorBoundary embedded resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
      <SessionNotices />
      <CartNotices />
      <MaintenanceGate />
    </div>
  );
}
