/**
 * The contact inbox (GET /v1/notifications/contact, .../summary, .../{id}; PATCH .../{id}), through the typed
 * client. Its SWR keys are its own: the counts alone under COUNTS_KEY, the list pages under
 * ['admin.inbox', state, unread, page token], one message under ['admin.message', id].
 */
import useSWR, { useSWRConfig } from 'swr';
import { ADMIN_STATS_REFRESH_MS } from '../../../../shared/constants/timing.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type {
  ContactPage,
  NotificationsEndpoints,
} from '../../../../shared/contracts/notifications/contract.js';
import type { ContactState } from '../../../../shared/contracts/notifications/schemas.js';
import { api } from '../../lib/api/endpoints';
import { PAGE_SIZE, usePagedList } from './paged-list';

export const COUNTS_KEY = 'notifications.contactCounts';

const isInboxKey = (key: unknown): boolean =>
  Array.isArray(key) && (key[0] === 'admin.inbox' || key[0] === 'admin.message');

/** Unread and open messages, refreshed with the admin statistics (every 15 minutes) and on focus. */
export const useContactCounts = () =>
  useSWR(COUNTS_KEY, () => api.notifications.contactCounts().then((answer) => answer.counts), {
    refreshInterval: ADMIN_STATS_REFRESH_MS,
    revalidateOnFocus: true,
  });

/** The messages in one state (only the unread ones with `unreadOnly`), newest first, page after page. */
export const useInboxPages = (state: ContactState, unreadOnly: boolean) =>
  usePagedList(
    ['admin.inbox', state, unreadOnly] as const,
    ([, listState, unread], nextToken): Promise<ContactPage> =>
      api.notifications.contactList({
        query: { status: listState, unread: unread ? 'true' : undefined, limit: PAGE_SIZE, nextToken },
      }),
  );

export const useContactMessage = (id: string) =>
  useSWR(['admin.message', id] as const, ([, messageId]) =>
    api.notifications.contactGet({ params: { id: messageId } }),
  );

export const updateContactMessage = (
  id: string,
  body: ClientInput<NotificationsEndpoints['contactUpdate']>['body'],
) => api.notifications.contactUpdate({ params: { id }, body });

/** After a change: the counts, every inbox page and every open message read again. */
export function useAfterMessageChange() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(COUNTS_KEY);
    void mutate(isInboxKey);
  };
}
