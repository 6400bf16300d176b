/** The catalog migrations' write (price-bands, origin-keys): a conditional SET, false when the item changed. */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { setRemoveExpression } from '../lib/data/update-expression.js';

/** What the item must still hold: attributes equal to what was read, attributes still missing. */
export interface SetCondition {
  equal: Record<string, unknown>;
  missing?: string[];
}

/** One conditional SET; false when the condition failed (the item changed or is gone). */
export async function setIf(
  documents: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: unknown; SK: unknown },
  set: Record<string, unknown>,
  condition: SetCondition,
): Promise<boolean> {
  const { expression, names, values } = setRemoveExpression(set);
  const checks = [
    'attribute_exists(PK)',
    ...Object.entries(condition.equal).map(([name, value], i) => {
      names[`#e${i}`] = name;
      values[`:e${i}`] = value;
      return `#e${i} = :e${i}`;
    }),
    ...(condition.missing ?? []).map((name, i) => {
      names[`#m${i}`] = name;
      return `attribute_not_exists(#m${i})`;
    }),
  ];
  return writtenUnlessRefused(
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: checks.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
}
