/** Whether a DynamoDB write was refused by its ConditionExpression (the item was not as the write expected). */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}
