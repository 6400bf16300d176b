import { putItem } from './item-commands.js';

/** Writes one of the shop's setting items whole (keys.ts settingsKeys), with the admin who changed it. */
export async function putSetting(
  key: { PK: string; SK: string },
  fields: object,
  updatedBy: string | null,
): Promise<void> {
  await putItem({ Item: { ...key, entity: 'Setting', ...fields, updatedBy } });
}
