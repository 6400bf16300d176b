/**
 * The caller's notification summary (GET /v1/notifications/summary): unread count for the bell, the URGENT
 * notices for the banner. One SWR entry for the whole shell, refreshed every NOTIFICATIONS_REFRESH_MS (5 min)
 * and when the tab regains focus; the key follows the signed-in user, so signing in or out reloads it.
 */
import useSWR, { useSWRConfig } from 'swr';
import { NOTIFICATIONS_REFRESH_MS } from '../../../../shared/constants.js';
import type {
  Notification,
  NotificationSummary,
} from '../../../../shared/contracts/notifications/entities.js';
import { apiData, apiRequest } from '../api/client';
import { useSession } from '../session/session-context';
import { anonymousReadAt, setAnonymousReadAt } from './read-state';

export interface SummaryData {
  summary: NotificationSummary;
  urgent: Notification[];
}

export const SUMMARY_KEY = 'notifications.summary';

/** SWR key: [route, user id or '' for a visitor]. */
export type SummaryKey = readonly [typeof SUMMARY_KEY, string];

export const isSummaryKey = (key: unknown): boolean => Array.isArray(key) && key[0] === SUMMARY_KEY;

export function fetchSummary([, userId]: SummaryKey): Promise<SummaryData> {
  return apiData<SummaryData>(
    SUMMARY_KEY,
    userId ? {} : { query: { since: anonymousReadAt() }, auth: false },
  );
}

export function useNotificationSummary() {
  const { user, isLoading } = useSession();
  const key: SummaryKey | null = isLoading ? null : [SUMMARY_KEY, user?.id ?? ''];
  return useSWR<SummaryData, unknown, SummaryKey | null>(key, fetchSummary, {
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
      const answer = await apiRequest<{ readAt?: string }>('notifications.markAllRead');
      readAt = answer.data?.readAt ?? readAt;
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
