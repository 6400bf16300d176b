/**
 * An admin list read page after page with "Cargar más" (the orders, refunds and users): pagedRows reads the
 * rows out of the pages read so far, AdminPagedList shows them (its loading line, its failure with
 * "Reintentar", its empty notice) with "Cargar más" under them while a next page exists.
 */
import type { ReactNode } from 'react';
import { ListState, type LoadedQuery } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { AdminLoading } from './AdminLoading';

/** What pagedRows reads of an SWR infinite answer. */
interface PagedQuery<P> extends LoadedQuery {
  data?: P[];
  isLoading: boolean;
  size: number;
  setSize: (size: number) => unknown;
}

/** The rows of the pages read, whether another page exists after `last`, and how to read it. */
export function pagedRows<P, T>(
  query: PagedQuery<P>,
  rowsOf: (page: P) => T[],
  hasNext: (last: P | undefined) => boolean = (last) =>
    Boolean((last as { nextToken?: string | null } | undefined)?.nextToken),
) {
  const pages = query.data ?? [];
  const loadingMore = query.isValidating && query.size > pages.length;
  return {
    query,
    /** Undefined until the first page is read. */
    rows: query.data ? pages.flatMap(rowsOf) : undefined,
    hasMore: hasNext(pages[pages.length - 1]),
    loadingMore,
    /** The list is read again (not a next page). */
    updating: Boolean(query.isValidating && query.data && !loadingMore),
    loadMore: () => void query.setSize(query.size + 1),
  };
}

interface AdminPagedListProps<T> {
  list: ReturnType<typeof pagedRows<unknown, T>>;
  /** What the list holds, with its article ('los reembolsos'): "Cargando reembolsos...", "No se pudieron cargar los reembolsos.". */
  what: `${'los' | 'las'} ${string}`;
  /** What shows when nothing matches. */
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
  /** Under "Cargar más" (a next page's failure). */
  footer?: ReactNode;
}

export function AdminPagedList<T>({ list, what, empty, children, footer }: AdminPagedListProps<T>) {
  return (
    <ListState
      data={list.rows}
      loading={list.query.isLoading}
      loadingView={<AdminLoading>{`Cargando ${what.slice(4)}...`}</AdminLoading>}
      query={list.query}
      errorTitle={`No se pudieron cargar ${what}.`}
      emptyView={empty}
    >
      {(rows) => (
        <>
          {children(rows)}
          <LoadMore more={list.hasMore} loading={list.loadingMore} onLoad={list.loadMore} />
          {footer}
        </>
      )}
    </ListState>
  );
}
