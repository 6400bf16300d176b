import useSWRInfinite from 'swr/infinite';
import type { Page } from '../../../../shared/contracts/http.js';

/** The page size of the admin's inbox and notices lists. */
export const PAGE_SIZE = 20;

/**
 * An admin list read page after page (SWR infinite, "Cargar más"): its SWR key is `key` followed by the page's
 * token ('' for the first), and `read` fetches a page from the key's own values; a page without nextToken is
 * the last. The first page is read again with the others.
 */
export function usePagedList<K extends readonly unknown[], P extends Page>(
  key: K,
  read: (values: K, nextToken: string | undefined) => Promise<P>,
) {
  return useSWRInfinite(
    (index, previous: P | null) =>
      index > 0 && !previous?.nextToken ? null : [...key, index > 0 ? previous?.nextToken : ''],
    (pageKey: readonly unknown[]) =>
      read(pageKey.slice(0, -1) as unknown as K, (pageKey.at(-1) as string | null | undefined) || undefined),
    { revalidateFirstPage: true },
  );
}
