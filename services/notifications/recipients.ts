/**
 * Who notifications and e-mails go to: names and addresses of users from the user directory
 * (USER#<sub> / PROFILE, see services/lib/auth/user-directory.ts), read in one BatchGetItem.
 */
import { readUserItems } from '../lib/data/user-items.js';

export interface Recipient {
  id: string;
  email?: string;
  fullName?: string;
  isActive: boolean;
}

/** The directory entries of these users (missing users are left out). */
export async function readRecipients(userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const items = await readUserItems(userIds, 'id, email, fullName, isActive');
  const found = new Map<string, Recipient>();
  for (const [id, item] of items) {
    found.set(id, {
      id,
      ...(typeof item.email === 'string' && item.email ? { email: item.email } : {}),
      ...(typeof item.fullName === 'string' && item.fullName ? { fullName: item.fullName } : {}),
      isActive: item.isActive !== false,
    });
  }
  return found;
}
