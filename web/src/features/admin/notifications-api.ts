/**
 * The admins' global notices (GET, POST /v1/notifications, PATCH .../{id}/status, DELETE .../{id}) and the
 * maintenance switch (GET, PUT /v1/notifications/maintenance), through the typed client.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type {
  NotificationPage,
  NotificationsEndpoints,
} from '../../../../shared/contracts/notifications/contract.js';
import type { NotificationStatus } from '../../../../shared/contracts/notifications/entities.js';
import type { NotificationSort } from '../../../../shared/contracts/notifications/schemas.js';
import { api, request } from '../../lib/api/endpoints';
import { fetchMaintenance, MAINTENANCE_KEY } from '../../lib/maintenance';
import { isSummaryKey } from '../../lib/notifications/summary';
import { PAGE_SIZE, usePagedList } from './paged-list';

/** The notices list's own keys: ['admin.notices', status, sort, page token]. */
const isNoticeListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'admin.notices';

/** The notices of one status, newest or most important first, page after page. */
export const useNoticePages = (status: NotificationStatus, sort: NotificationSort) =>
  usePagedList(
    ['admin.notices', status, sort] as const,
    ([, listStatus, listSort], nextToken): Promise<NotificationPage> =>
      api.notifications.list({
        query: { status: listStatus, sortBy: listSort, limit: PAGE_SIZE, nextToken },
      }),
  );

/** The whole answer: the screens show the server's message. */
export const createNotice = (body: ClientInput<NotificationsEndpoints['create']>['body']) =>
  request(api.notifications.create.endpoint, { body });

export const setNoticeStatus = (id: string, status: NotificationStatus) =>
  request(api.notifications.setStatus.endpoint, { params: { id }, body: { status } });

export const deleteNotice = (id: string) => request(api.notifications.delete.endpoint, { params: { id } });

/** After a change: the bell and the banner (the admin's own view of them) and every notices list follow. */
export function useAfterNoticeChange() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isSummaryKey);
    void mutate(isNoticeListKey);
  };
}

const ADMIN_MAINTENANCE_KEY = 'admin-maintenance';

/** Maintenance mode as the switch shows it (its own key: the shop's gate reads it under MAINTENANCE_KEY). */
export const useMaintenanceSetting = () => useSWR(ADMIN_MAINTENANCE_KEY, fetchMaintenance);

export const setMaintenance = (body: ClientInput<NotificationsEndpoints['setMaintenance']>['body']) =>
  api.notifications.setMaintenance({ body });

/** After a switch: the shop's maintenance gate reads again. */
export function useAfterMaintenanceChange() {
  const { mutate } = useSWRConfig();
  return () => void mutate(MAINTENANCE_KEY);
}
