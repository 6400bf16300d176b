/** What the maintenance page reads: maintenance mode, through lib/maintenance.ts (the typed client). */
import useSWR from 'swr';
import { MAINTENANCE_CHECK_MS, fetchMaintenance } from '../../lib/maintenance';

/**
 * Maintenance mode, checked every half minute under its own key ('maintenance-status'; the shop's gate reads
 * its yes/no under MAINTENANCE_KEY).
 */
export const useMaintenanceStatus = () =>
  useSWR('maintenance-status', fetchMaintenance, { refreshInterval: MAINTENANCE_CHECK_MS / 2 });
