/**
 * Who notifications and e-mails go to: names and addresses of users from the user directory
 * (USER#<sub> / PROFILE, see services/lib/auth/user-directory.ts), read in one BatchGetItem.
 */
import type { NewOrderEmails } from '../../shared/constants/notifications.js';
import { toNewOrderEmails } from '../lib/auth/user-directory.js';
import { readUserItems } from '../lib/data/user-items.js';

export interface Recipient {
  id: string;
  email?: string;
  fullName?: string;
  isActive: boolean;
  /** A farm's choice of new-order e-mails (the daily summary unless it chose one per order). */
  newOrderEmails?: NewOrderEmails;
}

/** The directory entries of these users (missing users are left out). */
export async function readRecipients(userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const items = await readUserItems(userIds, 'id, email, fullName, isActive, newOrderEmails');
  const found = new Map<string, Recipient>();
  for (const [id, item] of items) {
    found.set(id, {
      id,
      ...(typeof item.email === 'string' && item.email ? { email: item.email } : {}),
      ...(typeof item.fullName === 'string' && item.fullName ? { fullName: item.fullName } : {}),
      isActive: item.isActive !== false,
      newOrderEmails: toNewOrderEmails(item.newOrderEmails),
    });
  }
  return found;
}
