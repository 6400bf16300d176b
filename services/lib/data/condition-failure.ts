/** Whether a DynamoDB write was refused by its ConditionExpression (the item was not as the write expected). */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/**
 * Waits for a conditional write: true when written, false when its ConditionExpression refused it (the caller
 * reads again or leaves it to the next run); any other error is thrown.
 */
export async function writtenUnlessRefused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
