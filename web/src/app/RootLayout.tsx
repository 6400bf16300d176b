import { Outlet } from 'react-router-dom';
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
  return (
    <div className="site">
      <SkipLink />
      <Header />
      <UrgentBanner />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <SessionNotices />
      <CartNotices />
      <MaintenanceGate />
    </div>
  );
}
