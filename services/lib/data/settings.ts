import { putItem } from './item-commands.js';

/** One of the shop's setting items (keys.ts settingsKeys) whole, with the admin who changed it (null: none). */
export const settingItem = (key: { PK: string; SK: string }, fields: object, updatedBy: string | null) => ({
  ...key,
  entity: 'Setting',
  ...fields,
  updatedBy,
});

/** Writes one of the shop's setting items whole, with the admin who changed it. */
export async function putSetting(
  key: { PK: string; SK: string },
  fields: object,
  updatedBy: string | null,
): Promise<void> {
  await putItem({ Item: settingItem(key, fields, updatedBy) });
}
