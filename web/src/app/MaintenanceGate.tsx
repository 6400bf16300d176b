import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useSession } from '../lib/session/session-context';
import {
  MAINTENANCE_CHECK_MS,
  MAINTENANCE_KEY,
  isInMaintenance,
  isOpenDuringMaintenance,
} from '../lib/maintenance';
import './maintenance-bar.css';

/**
 * Sends visitors to /maintenance while the shop is in maintenance mode (checked on load and every minute).
 * Admins pass, so they can keep working and switch it off; the account screens (sign in, sign up, password
 * recovery) stay open to everyone, so a signed-out admin can sign in. Whoever is signed in and still sees a page
 * (an admin anywhere, anyone on an account screen) is told the shop is closed to everyone else by a bar under
 * the header; an admin's bar links to the switch (the admin dashboard).
 */
export function MaintenanceGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = isOpenDuringMaintenance(pathname);
  const { role, isLoading } = useSession();
  const { data: inMaintenance } = useSWR(MAINTENANCE_KEY, isInMaintenance, {
    refreshInterval: MAINTENANCE_CHECK_MS,
    revalidateOnFocus: true,
  });
  const isAdmin = role === 'admin';

  useEffect(() => {
    if (inMaintenance && !isLoading && !isAdmin && !open) void navigate('/maintenance', { replace: true });
  }, [inMaintenance, isLoading, isAdmin, open, navigate]);
  if (!inMaintenance || isLoading || role === null || !(isAdmin || open)) return null;
  return <MaintenanceBar admin={isAdmin} />;
}

/** The shop is closed to everyone else: said on every page while maintenance is on. */
export function MaintenanceBar({ admin }: { admin: boolean }) {
  return (
    <section
      className="maintenance-bar tone-warning"
      aria-label="Modo mantenimiento"
      data-testid="maintenance-bar"
    >
      <div className="container maintenance-bar__inner">
        <p className="maintenance-bar__text">
          <strong>Modo mantenimiento activado:</strong>{' '}
          {admin
            ? 'la tienda está cerrada para clientes y productores; solo los administradores pueden usarla.'
            : 'la tienda está cerrada por mantenimiento; vuelve a intentarlo más tarde.'}
        </p>
        {admin ? (
          <Link to="/admin/dashboard" className="maintenance-bar__link">
            Desactivarlo en el panel
          </Link>
        ) : null}
      </div>
    </section>
  );
}
