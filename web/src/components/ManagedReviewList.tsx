/**
 * The reviews list of the admins' reviews screen and the farm's (docs/reviews.md), read a page at a time:
 * "Cargando opiniones..." until the first page, the failure with "Reintentar", the screen's empty notice, the
 * reviews (each drawn by the screen, told to read the list again after a change) and "Cargar más".
 */
import type { ReactNode } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { ManagedReviewPage } from '../../../shared/contracts/reviews/contract.js';
import type { ManagedReview } from '../../../shared/contracts/reviews/entities.js';
import { errorMessage, type ApiError } from '../lib/api/errors';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';

interface ManagedReviewListProps {
  /** The pages read (SWR infinite over GET /v1/reviews/admin or /v1/reviews/farm). */
  pages: SWRInfiniteResponse<ManagedReviewPage, ApiError>;
  /** What shows when there is no review. */
  empty: ReactNode;
  /** One review (a ManagedReviewCard with the screen's actions); `onChanged` reads the list again. */
  children: (review: ManagedReview, onChanged: () => void) => ReactNode;
}

export function ManagedReviewList({ pages, empty, children }: ManagedReviewListProps) {
  const reviews = pages.data?.flatMap((page) => page.reviews) ?? [];
  const last = pages.data?.[pages.data.length - 1];
  const changed = () => void pages.mutate();
  return (
    <>
      {pages.error && !pages.data ? (
        <LoadError
          title="No se pudieron cargar las opiniones."
          detail={errorMessage(pages.error)}
          onRetry={changed}
        />
      ) : !pages.data ? (
        <p role="status">Cargando opiniones...</p>
      ) : reviews.length === 0 ? (
        empty
      ) : (
        <ul className="managed-reviews">{reviews.map((review) => children(review, changed))}</ul>
      )}
      <LoadMore
        more={Boolean(last?.nextToken)}
        loading={pages.isValidating && pages.size > (pages.data?.length ?? 0)}
        onLoad={() => void pages.setSize(pages.size + 1)}
      />
    </>
  );
}
