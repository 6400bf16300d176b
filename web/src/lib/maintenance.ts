/**
 * Maintenance mode, as the server reports it (`GET /v1/notifications/maintenance`; admins switch it with
 * `PUT`). A failed check never closes the shop: it reads as "not in maintenance".
 */
import type { MaintenanceStatus } from '../../../shared/contracts/notifications/entities.js';
import { api } from './api/endpoints';

/** How often an open page checks again. */
export const MAINTENANCE_CHECK_MS = 60_000;
export const MAINTENANCE_KEY = 'maintenance';

/**
 * The account screens stay reachable while the shop is in maintenance, so an admin who is signed out can sign
 * in (and switch maintenance off), and anyone can still recover a password. Everything else goes to /maintenance.
 */
export const OPEN_DURING_MAINTENANCE: readonly string[] = [
  '/login',
  '/register',
  '/register-producer',
  '/confirm-account',
  '/forgot-password',
  '/reset-password',
];

export function isOpenDuringMaintenance(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_DURING_MAINTENANCE.includes(path);
}

export async function fetchMaintenance(): Promise<MaintenanceStatus> {
  const { maintenance } = await api.notifications.maintenance({ bearer: false });
  return maintenance;
}

export async function isInMaintenance(): Promise<boolean> {
  try {
    return (await fetchMaintenance()).enabled;
  } catch {
    return false;
  }
}
