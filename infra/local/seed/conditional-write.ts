/**
 * The seed writes only what is missing: a put-if-absent, or a field set where none is stored yet. Such a write
 * refused by its condition is the normal case on a stack seeded before, not an error.
 */

/** The name of an AWS SDK error (its exception type), or '' for anything else. */
export const nameOf = (error: unknown): string => (error as { name?: string } | null)?.name ?? '';

/**
 * Sends a conditional write: answers true when it was written and false when its condition refused it (the
 * error named `refusal`: ConditionalCheckFailedException by default; TransactionCanceledException for a
 * transaction); any other error is thrown.
 */
export async function writtenUnlessPresent(
  write: () => Promise<unknown>,
  refusal = 'ConditionalCheckFailedException',
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (nameOf(error) === refusal) return false;
    throw error;
  }
}
