import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import { errorMessage } from '../lib/api/errors';
import { LoadError, Notice } from './LoadError';

/** What ListState reads of an SWR answer: its failure, whether it is asking again, and how to ask again. */
export interface LoadedQuery {
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * A failed load and what to say about it: given together, or not at all. `query` (the SWR answer) stands for
 * `error`, `retrying` (its isValidating) and `onRetry` (its mutate).
 */
type Failure =
  | { query: LoadedQuery; errorTitle: string; error?: undefined; onRetry?: undefined; retrying?: undefined }
  | {
      query?: undefined;
      /** The load's failure (SWR's `error`): shown, with "Reintentar", while there is nothing to show. */
      error: unknown;
      /** What failed, e.g. 'No se pudieron cargar los pedidos.' */
      errorTitle: string;
      /** Asks again (SWR's `mutate`). */
      onRetry: () => void;
      /** A retry under way (SWR's `isValidating`): the button says "Reintentando..." and is disabled. */
      retrying?: boolean;
    }
  | {
      query?: undefined;
      error?: undefined;
      errorTitle?: undefined;
      onRetry?: undefined;
      retrying?: undefined;
    };

type ListStateProps<T> = Failure & {
  /** What was read (the list, or the figures); undefined or null while nothing has been read. */
  data: T | null | undefined;
  /**
   * A load under way that shows the loading view even over an earlier failure (a retry, a change of filters):
   * the screens that say "Cargando..." first. Without it, a failure stays on screen while it is retried.
   */
  loading?: boolean;
  /** What shows while loading: a Spinner, or a status line ("Cargando..." unless told). */
  loadingView?: ReactNode;
  /** What shows instead of the list when the list read (an array) is empty. */
  emptyView?: ReactNode;
  /** The list (or the figures) once read. */
  children: (data: T) => ReactNode;
};

/**
 * The states of a list (or a block of figures) read with SWR, in one place: the loading view while there is
 * nothing to show, the failure with "Reintentar" (LoadError, announced) when the load failed, the empty view
 * when the list is empty, and otherwise the list itself (`children(data)`). Used by every list screen (the
 * consumer's and the farm's orders, the admin lists, the notifications) and the dashboards' cards.
 */
export function ListState<T>({
  data,
  loading = false,
  loadingView = <p role="status">{UI_MESSAGES.loading}</p>,
  emptyView,
  children,
  ...given
}: ListStateProps<T>) {
  const { query } = given;
  const failure = query
    ? {
        error: query.error,
        errorTitle: given.errorTitle,
        retrying: query.isValidating,
        onRetry: () => void query.mutate(),
      }
    : given;
  if (loading) return <>{loadingView}</>;
  if (data === undefined || data === null) {
    if (failure.errorTitle === undefined || !failure.error) return <>{loadingView}</>;
    return (
      <LoadError
        title={failure.errorTitle}
        detail={errorMessage(failure.error)}
        retrying={failure.retrying}
        onRetry={failure.onRetry}
      />
    );
  }
  if (emptyView !== undefined && Array.isArray(data) && data.length === 0) return <>{emptyView}</>;
  return <>{children(data)}</>;
}

interface EmptyNoticeProps {
  /** What is missing, e.g. 'Todavía no hay pedidos.' */
  title: string;
  /** A sentence under it (what to try), when there is one. */
  children?: ReactNode;
  /** A link to go on from there (every order, the first page, the products). */
  action?: { to: string; label: string };
  /** data-testid of the notice. */
  testId?: string;
}

/** The soft notice a list shows when it has nothing to list: a title, maybe a sentence and a link. */
export function EmptyNotice({ title, children, action, testId }: EmptyNoticeProps) {
  return (
    <Notice title={title} testId={testId} action={action}>
      {children}
    </Notice>
  );
}

/**
 * What a page after the first of a list of orders read a page at a time says when it has nothing (the consumer's
 * and the farm's orders): "No hay más pedidos", with a link back to the first page.
 */
export function NoMoreOrders({ firstPage, testId }: { firstPage: string; testId?: string }) {
  return (
    <EmptyNotice
      testId={testId}
      title="No hay más pedidos"
      action={{ to: firstPage, label: 'Volver a la primera página' }}
    />
  );
}
