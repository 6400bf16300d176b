import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';

/** Writes one of the shop's setting items whole (keys.ts settingsKeys), with the admin who changed it. */
export async function putSetting(
  key: { PK: string; SK: string },
  fields: object,
  updatedBy: string | null,
): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: readEnv().tableName,
      Item: { ...key, entity: 'Setting', ...fields, updatedBy },
    }),
  );
}
