import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useSession } from '../lib/session/session-context';
import {
  MAINTENANCE_CHECK_MS,
  MAINTENANCE_KEY,
  isInMaintenance,
  isOpenDuringMaintenance,
} from '../lib/maintenance';

/**
 * Sends visitors to /maintenance while the shop is in maintenance mode (checked on load and every minute).
 * Admins pass, so they can keep working and switch it off; the account screens (sign in, sign up, password
 * recovery) stay open to everyone, so a signed-out admin can sign in.
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
  return null;
}
