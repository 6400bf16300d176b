import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../lib/api/errors';
import { LoadError } from './LoadError';
import { Page } from './Page';
import { Spinner } from './Spinner';

/** What the frame reads of the screen's SWR answer. */
export interface DetailQuery {
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

/** The 404 and the 422 the server answers for an id it rejects both mean "no such record". */
const NOT_FOUND_STATUSES: readonly number[] = [404, 422];

export interface DetailFrameProps<T> {
  /** The screen's SWR answer (useAdminOrder(...), useMyOrder(...), ...). */
  query: DetailQuery;
  /** The record once read (e.g. `query.data?.order`); `children` shows it. */
  item: T | undefined;
  /** False when the id in the address cannot be one: the not-found page shows without asking the server. */
  validId: boolean;
  /** The API statuses that mean the record does not exist (404 and 422 unless told). */
  notFoundStatuses?: readonly number[];
  /** The screen's not-found page. */
  notFound: ReactNode;
  /** The page's title (document title and h1) while it loads or after a failure. */
  title: string;
  className: string;
  /**
   * What loads, with its article ('el pedido', 'tu pedido', 'el usuario'): the spinner says "Cargando el
   * pedido..." and a failure "No se pudo cargar el pedido."
   */
  what: string;
  /** The way back offered beside "Reintentar" (a link to the list). */
  back: ReactNode;
  /**
   * The screen itself, for the record read. When it returns a Page element (not a component rendering one), that
   * Page takes the loading page's place in the tree: a heading focused while loading keeps the focus.
   */
  children: (item: T) => ReactNode;
}

/**
 * The opening every detail screen shares (an order for its consumer, farm or admin; a user for the admin): the
 * not-found page for an id that cannot exist or that the server does not know, a spinner while the record
 * loads, a failed load with "Reintentar" and the way back, and once read, the screen (`children(item)`).
 */
export function DetailFrame<T>({
  query,
  item,
  validId,
  notFoundStatuses = NOT_FOUND_STATUSES,
  notFound,
  title,
  className,
  what,
  back,
  children,
}: DetailFrameProps<T>) {
  const { error } = query;
  if (!validId || (isApiError(error) && notFoundStatuses.includes(error.status))) {
    return <>{notFound}</>;
  }
  if (item === undefined || item === null) {
    return (
      <Page title={title} className={className}>
        {query.isLoading || !error ? (
          <Spinner label={`Cargando ${what}...`} className="spinner--page" />
        ) : (
          <LoadError
            title={`No se pudo cargar ${what}.`}
            detail={errorMessage(error)}
            retrying={query.isValidating}
            onRetry={() => void query.mutate()}
          >
            {back}
          </LoadError>
        )}
      </Page>
    );
  }
  return <>{children(item)}</>;
}
