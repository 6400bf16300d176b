import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useSession } from '../lib/session';
import { MAINTENANCE_CHECK_MS, MAINTENANCE_KEY, isInMaintenance } from '../lib/maintenance';

/**
 * Sends visitors to /maintenance while the shop is in maintenance mode (checked on load and every minute).
 * Admins pass, so they can keep working and switch it off.
 */
export function MaintenanceGate() {
  const navigate = useNavigate();
  const { role, isLoading } = useSession();
  const { data: inMaintenance } = useSWR(MAINTENANCE_KEY, isInMaintenance, {
    refreshInterval: MAINTENANCE_CHECK_MS,
    revalidateOnFocus: true,
  });
  const isAdmin = role === 'admin';

  useEffect(() => {
    if (inMaintenance && !isLoading && !isAdmin) void navigate('/maintenance', { replace: true });
  }, [inMaintenance, isLoading, isAdmin, navigate]);
  return null;
}
