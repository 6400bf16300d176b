/**
 * Maintenance mode, as the server reports it (`GET /v1/notifications/maintenance`; admins switch it with
 * `PUT`). A failed check never closes the shop: it reads as "not in maintenance".
 */
import type { MaintenanceStatus } from '../../../shared/entities.js';
import { apiData } from './api';

/** How often an open page checks again. */
export const MAINTENANCE_CHECK_MS = 60_000;
export const MAINTENANCE_KEY = 'maintenance';

export async function fetchMaintenance(): Promise<MaintenanceStatus> {
  const data = await apiData<{ maintenance: MaintenanceStatus }>('notifications.maintenance', {
    bearer: false,
  });
  return data.maintenance;
}

export async function isInMaintenance(): Promise<boolean> {
  try {
    return (await fetchMaintenance()).enabled;
  } catch {
    return false;
  }
}
