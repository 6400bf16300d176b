/** Maintenance mode: one settings item, read by anyone, switched by admins. */
import { MAINTENANCE_MESSAGES } from '../../shared/messages/maintenance.js';

import { type MaintenanceStatus } from '../../shared/contracts/notifications/entities.js';
import { settingsKeys } from '../lib/data/keys.js';
import { putSetting } from '../lib/data/settings.js';
import type { Handler, RouteAnswer } from '../lib/http/types.js';
import type { NotificationsEndpoints } from '../../shared/contracts/notifications/contract.js';
import { getItem } from '../lib/data/item-commands.js';

export async function getMaintenance(): RouteAnswer<NotificationsEndpoints['maintenance']> {
  const { Item } = await getItem({ Key: settingsKeys.maintenance() });
  const maintenance: MaintenanceStatus = {
    enabled: Item?.enabled === true,
    message:
      typeof Item?.message === 'string' && Item.message ? Item.message : MAINTENANCE_MESSAGES.defaultMessage,
    updatedAt: typeof Item?.updatedAt === 'string' ? Item.updatedAt : null,
  };
  return { data: { maintenance }, headers: { 'cache-control': 'no-store' } };
}

export const setMaintenance: Handler<NotificationsEndpoints['setMaintenance']> = async ({
  body,
  principal,
}) => {
  const maintenance: MaintenanceStatus = {
    enabled: body.enabled,
    message: body.message || MAINTENANCE_MESSAGES.defaultMessage,
    updatedAt: new Date().toISOString(),
  };
  await putSetting(settingsKeys.maintenance(), maintenance, principal?.userId ?? null);
  return {
    data: { maintenance },
    message: body.enabled ? MAINTENANCE_MESSAGES.enabled : MAINTENANCE_MESSAGES.disabled,
  };
};
