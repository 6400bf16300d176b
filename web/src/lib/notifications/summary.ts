/**
 * The caller's notification summary (GET /v1/notifications/summary): unread count for the bell, the URGENT
 * notices for the banner. One SWR entry for the whole shell, refreshed every NOTIFICATIONS_REFRESH_MS (5 min)
 * and when the tab regains focus; the key follows the signed-in user, so signing in or out reloads it.
 */
import useSWR, { useSWRConfig } from 'swr';
import { NOTIFICATIONS_REFRESH_MS } from '../../../../shared/constants/notifications.js';
import type { DataOf } from '../../../../shared/contracts/kit.js';
import type { NotificationsEndpoints } from '../../../../shared/contracts/notifications/contract.js';
import { api } from '../api/endpoints';
import { useSession } from '../session/session-context';
import { anonymousReadAt, setAnonymousReadAt } from './read-state';

/** What GET /v1/notifications/summary answers: the counts and the URGENT notices. */
export type SummaryData = DataOf<NotificationsEndpoints['summary']>;

export const SUMMARY_KEY = 'notifications.summary';

/**
 * SWR key: [route, user id or '' for a visitor]. Not the API key of the endpoint (use-api.ts): a visitor's
 * `since` is read when the summary is fetched, not when the key is made.
 */
export type SummaryKey = readonly [typeof SUMMARY_KEY, string];

export const isSummaryKey = (key: unknown): boolean => Array.isArray(key) && key[0] === SUMMARY_KEY;

export function fetchSummary([, userId]: SummaryKey): Promise<SummaryData> {
  return userId
    ? api.notifications.summary({})
    : api.notifications.summary({ query: { since: anonymousReadAt() }, auth: false });
}

export function useNotificationSummary() {
  const { user, isLoading } = useSession();
  const key: SummaryKey | null = isLoading ? null : [SUMMARY_KEY, user?.id ?? ''];
  return useSWR(key, fetchSummary, {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}

/**
 * Marks everything read: on the server for a signed-in user (POST /v1/notifications/read), in the browser for a
 * visitor. The summary shows 0 unread at once and is read again. Answers the new `readAt`.
 */
export function useMarkAllRead() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return async (): Promise<string> => {
    let readAt = new Date().toISOString();
    if (user) {
      const answer = await api.notifications.markAllRead();
      readAt = answer?.readAt ?? readAt;
    } else setAnonymousReadAt(readAt);
    await mutate<SummaryData>(
      (key) => isSummaryKey(key),
      (current) =>
        current ? { ...current, summary: { ...current.summary, unreadCount: 0, readAt } } : current,
      { revalidate: true },
    );
    return readAt;
  };
}
